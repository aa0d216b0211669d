import { expect, test, type APIRequestContext } from '@playwright/test';
import { closeAnnouncements } from './support/session';

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address and its 10 a minute.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.7' } });

const HEADERS = { 'X-Platform': 'web_app', 'X-App-Version': '0.1.0' };

type Visitor = {
  qrcode: string;
  name: string;
  start_date: string;
  end_date: string | null;
  checked_in_at: string | null;
  unit: { user: { name: string } | null } | null;
};

/** Today in Malaysia, where the demo property is: passes check in from their start day. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());

/** A demo visitor of property 1 who may be checked in now, found the way the admin screens do. */
async function visitorDueToday(request: APIRequestContext): Promise<Visitor> {
  const login = await request.post('/api/login', {
    headers: HEADERS,
    form: { email_username: 'admin@demo.test', password: 'demo1234', platform: 'web_app' },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const due = (visitor: Visitor) =>
    visitor.checked_in_at === null &&
    visitor.start_date <= today() &&
    (visitor.end_date === null || visitor.end_date >= today());
  for (let page = 0; page < 10; page += 1) {
    const list = await request.get(`/api/visitors?tab=upcoming&page=${page}`, {
      headers: { ...HEADERS, Authorization: `Bearer ${token}` },
    });
    expect(list.ok()).toBe(true);
    const { data } = (await list.json()) as { data: Visitor[] };
    const found = data.find(due);
    if (found) return found;
    if (data.length === 0) break;
  }
  throw new Error('The demo data has no visitor due to check in today');
}

test('the guard checks a visitor in by QR code, and the public pass then shows the check-in time', async ({
  page,
  request,
  browser,
}) => {
  const visitor = await visitorDueToday(request);
  const host = visitor.unit?.user?.name ?? '';

  // A logged-out visitor opens the pass: no login, the host's name, the QR image, validity dates.
  const stranger = await browser.newContext();
  const pass = await stranger.newPage();
  await pass.goto(`/visitors/${visitor.qrcode}`);
  await expect(pass.getByRole('heading', { name: `${host}'s Visitor` })).toBeVisible();
  await expect(pass.getByRole('img', { name: /QR code/i })).toBeVisible();
  await expect(pass.getByText(visitor.name)).toBeVisible();
  await expect(pass.getByText(visitor.start_date).first()).toBeVisible();
  await expect(pass).toHaveURL(new RegExp(`/visitors/${visitor.qrcode}$`));

  // The guard signs in and checks the visitor in from the check-in modal.
  await closeAnnouncements(page);
  await page.goto('/d/login');
  await page.getByLabel(/Email or username/).fill('guard@demo.test');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/d\/dashboard$/);
  await page.goto('/d/check-in');
  const dialog = page.getByRole('dialog', { name: 'Check In' });
  await dialog.getByLabel(/QR Code/).fill(visitor.qrcode);
  await dialog.getByRole('button', { name: 'Check In' }).click();
  await expect(page.getByText('Visitor has been checked in')).toBeVisible();

  // The same pass, reloaded, now shows when the visitor checked in instead of the dates.
  await pass.reload();
  await expect(pass.getByRole('heading', { name: `${host}'s Visitor` })).toBeVisible();
  await expect(pass.getByText(/Checked in/i).first()).toBeVisible();
  await stranger.close();
});

test('a logged-out visitor with an unknown code is told the pass does not exist', async ({
  page,
}) => {
  await page.goto('/visitors/NOSUCHCODE1');
  await expect(page.getByText(/does not exist|not found/i).first()).toBeVisible();
});
