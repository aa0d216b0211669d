import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeAnnouncements } from './support/session';

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address and its 10 a minute.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } });

const HEADERS = { 'X-Platform': 'web_app', 'X-App-Version': '0.1.0' };
const PASSWORD = 'demo1234';
/** Property 3's guard: the other specs leave property 3 alone, so its services may change here. */
const GUARD = 'securityguard3@demo.test';
const PROPERTY_ID = 3;
const VISITORS_OFF =
  'Visitors Service is not available. Please ask your property management to enable this service.';

type Named = { id: number; name: string };

/** The super user's token, through the API as the screens sign in. */
async function superToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', {
    headers: HEADERS,
    form: { email_username: 'super@demo.test', password: PASSWORD, platform: 'web_app' },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Switches Visitors on or off on property 3 as the super user (spec 001 §4). */
async function setVisitors(request: APIRequestContext, on: boolean): Promise<void> {
  const auth = { ...HEADERS, Authorization: `Bearer ${await superToken(request)}` };
  const detail = await request.get(`/api/properties/detail/${PROPERTY_ID}`, { headers: auth });
  expect(detail.ok()).toBe(true);
  const { data } = (await detail.json()) as { data: { services: Named[]; all_services: Named[] } };
  const enabled = data.services.some((service) => service.name === 'Visitors');
  if (enabled === on) return;
  const visitors = data.all_services.find((service) => service.name === 'Visitors');
  const toggled = await request.post(`/api/properties/${on ? 'enable' : 'disable'}-service`, {
    headers: auth,
    data: { property_id: PROPERTY_ID, service_id: visitors?.id },
  });
  expect(toggled.ok()).toBe(true);
}

async function signIn(page: Page, login: string) {
  await page.goto('/d/login');
  await page.getByLabel(/Email or username/).fill(login);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // The shared test machine can be slow to answer a sign-in.
  await expect(page).toHaveURL(/\/d\/dashboard$/, { timeout: 15_000 });
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

// The dashboard opens the day's announcement over the shell (spec 000 §9); close it when it shows.
test.beforeEach(async ({ page }) => {
  await closeAnnouncements(page);
});

test.afterEach(async ({ request }) => {
  await setVisitors(request, true);
});

test('a guard whose property has Visitors off sees the service message at check-in and stays signed in', async ({
  page,
  request,
}) => {
  await setVisitors(request, false);
  await signIn(page, GUARD);

  await page.goto('/d/check-in');
  const dialog = page.getByRole('dialog', { name: 'Check In' });
  await expect(dialog.getByRole('alert')).toHaveText(VISITORS_OFF);
  await expect(dialog.getByLabel(/QR Code/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/\/d\/login/);
  await expect(menu(page)).toBeVisible();
});

test('Visitors switched off after the guard signed in: the app learns it without a reload and the guard stays signed in', async ({
  page,
  request,
}) => {
  await signIn(page, GUARD);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await setVisitors(request, false);

  // The server's get-bubble makes the app fetch the session again, so the check-in modal knows
  // the service is off (the server's own 400 for a stale page is covered by the stories).
  await menu(page).getByRole('link', { name: 'Check In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check In' });
  await expect(dialog.getByRole('alert')).toHaveText(VISITORS_OFF);
  await expect(dialog.getByLabel(/QR Code/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/d\/dashboard$/);
  await expect(menu(page)).toBeVisible();
  expect(loads).toBe(0);
});
