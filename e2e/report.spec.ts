import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { signInAs } from './support/session';

/** This spec's client address (see signInAs). */
const CLIENT = '198.51.100.61';

const signIn = (browser: Browser, username: string) =>
  signInAs(browser, CLIENT, `${username}@demo.test`);

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });

/** Opens Report from the side menu, as a user would (spec 002 §2: the menu entry leads there). */
async function openReport(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Report' })
    .click();
  await expect(page).toHaveURL(/\/d\/report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
}

const getReport = (page: Page) => page.getByRole('button', { name: 'Get Report' });

/**
 * Presses Get Report and answers the document's response in the window it opened: the report
 * is a token URL opened outside the app (spec 002 §7), so the new page loads it itself.
 */
async function openedReport(page: Page, type: string): Promise<Response> {
  const opened = page.context().waitForEvent('page');
  const answered = page
    .context()
    .waitForEvent(
      'response',
      (response) => new URL(response.url()).pathname === `/api/reports/${type}`,
    );
  await getReport(page).click();
  await opened;
  return answered;
}

test('a Cashier sees their four report types, a locked staff select, and gets a closing account PDF', async ({
  browser,
}) => {
  const page = await signIn(browser, 'cashier1');
  await openReport(page);

  const tiles = page.getByRole('group', { name: 'Report Type' }).getByRole('radio');
  await expect(tiles).toHaveCount(4);
  for (const name of ['Closing Account', 'Cash Movement', 'Reprint', 'Void Note']) {
    await expect(page.getByRole('radio', { name })).toBeAttached();
  }
  await expect(page.getByRole('radio', { name: 'Marketing' })).toHaveCount(0);
  await expect(getReport(page)).toBeDisabled();

  await page.getByRole('radio', { name: 'Closing Account' }).check();
  const staff = page.getByRole('combobox', { name: 'Staff' });
  await expect(staff).toBeDisabled();
  await expect(staff).not.toHaveValue('');
  const staffId = await staff.inputValue();
  await expect(page.getByText('Please select jetty')).toBeVisible();
  await expect(getReport(page)).toBeDisabled();

  await page.getByRole('combobox', { name: 'Jetty' }).selectOption({ label: 'Main Jetty' });
  await expect(page.getByText('Please select jetty')).toHaveCount(0);
  await expect(getReport(page)).toBeEnabled();

  const response = await openedReport(page, 'closing_account');
  const query = new URL(response.url()).searchParams;
  expect(query.get('staff_id')).toBe(staffId);
  expect(query.get('jetty_id')).not.toBeNull();
  expect(query.get('token')).toBeTruthy();
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test("a Marketing user's purchased range across two months is refused on financial, accepted on marketing", async ({
  browser,
}) => {
  const page = await signIn(browser, 'marketing1');
  await openReport(page);
  await expect(page.getByRole('group', { name: 'Report Type' }).getByRole('radio')).toHaveCount(5);

  await page.getByRole('radio', { name: 'Financial' }).check();
  await page.getByLabel('Purchased to').fill('2026-11-02');
  await page.getByLabel('Purchased from').fill('2026-10-25');
  await expect(page.getByText('Purchased date range must be within the same month')).toBeVisible();
  await expect(getReport(page)).toBeDisabled();

  // The same range on marketing, which is exempt (spec 002 §5). Each type opens with its own
  // filters fresh, so the range is entered again.
  await page.getByRole('radio', { name: 'Marketing' }).check();
  await expect(page.getByLabel('Purchased from')).not.toHaveValue('2026-10-25');
  await page.getByLabel('Purchased to').fill('2026-11-02');
  await page.getByLabel('Purchased from').fill('2026-10-25');
  await expect(page.getByText('Purchased date range must be within the same month')).toHaveCount(0);
  await expect(getReport(page)).toBeEnabled();

  const response = await openedReport(page, 'marketing');
  expect(new URL(response.url()).searchParams.get('purchased_date')).toBe('2026-10-25,2026-11-02');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});

test("a CSA's Trip report is limited to a week of departures once the departure filter is on", async ({
  browser,
}) => {
  const page = await signIn(browser, 'csa1');
  await openReport(page);
  await page.getByRole('radio', { name: 'Trip' }).check();
  await page.getByRole('combobox', { name: 'Trip Type' }).selectOption('Daily');
  await expect(page.getByRole('combobox', { name: 'Staff' })).toBeDisabled();

  // The departure range is off until switched on, and then sent with the report.
  await expect(page.getByLabel('Departure from')).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Filter by departure date' }).check();
  await page.getByLabel('Departure to').fill('2026-11-07');
  await page.getByLabel('Departure from').fill('2026-11-01');
  await expect(getReport(page)).toBeEnabled();

  const response = await openedReport(page, 'trip');
  const query = new URL(response.url()).searchParams;
  expect(query.get('trip_type')).toBe('Daily');
  expect(query.get('departure_date')).toBe('2026-11-01,2026-11-07');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});
