import { expect, test, type WebSocket } from '@playwright/test';
import { closeAnnouncements } from './support/session';

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address and its 10 a minute.
const CLIENT = { 'X-Forwarded-For': '198.51.100.53' };
test.use({ extraHTTPHeaders: CLIENT });

const HEADERS = { 'X-Platform': 'web_app', 'X-App-Version': '0.1.0' };

/** A frame's message type: frames are base64 of a JSON envelope (spec 000 §7). */
function frameType(payload: string | Buffer): string {
  const json = Buffer.from(payload.toString(), 'base64').toString('utf8');
  return (JSON.parse(json) as { type: string }).type;
}

/** Today in Malaysia, where the demo property is. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());

test('a manager sees a new activity appear on the audit page without reloading', async ({
  page,
  request,
}) => {
  const received: string[] = [];
  page.on('websocket', (socket: WebSocket) => {
    if (new URL(socket.url()).pathname !== '/ws') return;
    socket.on('framereceived', (frame) => received.push(frameType(frame.payload)));
  });
  let loads = 0;
  page.on('load', () => (loads += 1));
  await closeAnnouncements(page);

  await page.goto('/d/login');
  await page.getByLabel(/Email or username/).fill('manager@demo.test');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/d\/dashboard$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(/\/d\/audit$/);
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('row')).toHaveCount(21);
  for (const name of ['Username', 'Activity', 'Date and Time'])
    await expect(table.getByRole('columnheader', { name })).toBeVisible();
  await expect.poll(() => received).toContain('connected');
  const loadsBefore = loads;

  // Elsewhere, the owner of a unit of the manager's property registers a visitor.
  const name = `Audit Guest ${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const login = await request.post('/api/login', {
    headers: HEADERS,
    form: { email_username: 'owner@demo.test', password: 'demo1234', platform: 'web_app' },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const added = await request.post('/api/visitors/add', {
    headers: { ...HEADERS, Authorization: `Bearer ${token}` },
    data: { name, contact: '0123456789', vehicle_no: 'AUD 1', type: 'Visit', start_date: today() },
  });
  expect(added.ok()).toBe(true);

  // It appears on top, hyphens as spaces, and the page keeps 20 rows.
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText(`Visitors add visitor ${name}`);
  await expect(first).toContainText('owner');
  await expect(table.getByRole('row')).toHaveCount(21);
  expect(received).toContain('activity-log');
  expect(loads).toBe(loadsBefore);
});
