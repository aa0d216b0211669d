import { expect, test, type Browser, type Page } from '@playwright/test';
import { searchFor as search, signInAs } from './support/session';

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address and its 10 a minute.
const CLIENT = '198.51.100.52';

const signIn = (browser: Browser, username: string) =>
  signInAs(browser, CLIENT, `${username}@demo.test`);
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const NAME = `E2E Visitor ${suffix}`;

async function openVisitors(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Visitors' }).click();
  await expect(page).toHaveURL(/\/d\/visitors$/);
  await expect(page.getByRole('table', { name: 'Visitors' })).toBeVisible();
}

test('an owner registers a visitor and opens its pass in a new window', async ({ browser }) => {
  const owner = await signIn(browser, 'owner');
  await openVisitors(owner);
  // Owners see no Unit column (spec 001 §2).
  await expect(owner.getByRole('columnheader', { name: 'Unit' })).toHaveCount(0);
  await owner.getByRole('link', { name: 'Add' }).first().click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Add Visitor' })).toBeVisible();

  // Save with nothing typed: the required fields say so and nothing is sent.
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Please complete this field')).toHaveCount(3);

  await owner.getByRole('combobox', { name: 'Name' }).fill(NAME);
  await owner.getByRole('combobox', { name: 'Name' }).press('Escape');
  await owner.getByLabel(/^Phone/).fill('0123456789');
  await owner.getByLabel(/^Vehicle No/).fill(`E2E ${suffix}`);
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Visitor has been added')).toBeVisible();
  await expect(owner.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(owner.getByRole('img', { name: 'Visitor pass QR code' })).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Re-Register' })).toBeVisible();

  const [pass] = await Promise.all([
    owner.context().waitForEvent('page'),
    owner.getByRole('link', { name: 'Open Pass' }).click(),
  ]);
  await expect(pass).toHaveURL(/\/visitors\/[A-Z0-9]{12}$/);
  await expect(pass.getByText(NAME)).toBeVisible();
  await owner.context().close();
});

test('a guard checks that visitor in on its detail and out from the list', async ({ browser }) => {
  const guard = await signIn(browser, 'guard');
  await openVisitors(guard);
  await search(guard, NAME);
  const table = guard.getByRole('table', { name: 'Visitors' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `View ${NAME}` }).click();
  await expect(guard.getByRole('heading', { level: 1, name: NAME })).toBeVisible();

  await guard.getByRole('button', { name: 'Check In' }).click();
  await expect(guard.getByText('Visitor has been checked-in')).toBeVisible();
  await expect(guard.getByRole('button', { name: 'Check In' })).toHaveCount(0);
  await expect(guard.getByRole('button', { name: 'Check Out' })).toBeVisible();

  await guard.getByRole('button', { name: 'Back' }).click();
  await expect(guard).toHaveURL(/\/d\/visitors$/);
  await search(guard, NAME);
  await expect(table.getByText('Checked In')).toBeVisible();
  await table.getByRole('button', { name: `Check out ${NAME}` }).click();
  await expect(guard.getByText('Visitor has been checked-out')).toBeVisible();
  await expect(table.getByRole('button', { name: `Check out ${NAME}` })).toHaveCount(0);

  // Checked out, the pass is past: it leaves Upcoming and is listed under Past.
  await expect(table.getByRole('link', { name: `View ${NAME}` })).toHaveCount(0);
  await guard.getByRole('tab', { name: 'Past' }).click();
  await expect(guard).toHaveURL(/\/d\/visitors\?tab=past$/);
  await search(guard, NAME);
  await expect(table.getByText('Checked Out')).toBeVisible();
  await table.getByRole('link', { name: `View ${NAME}` }).click();
  await expect(guard.getByText('Checked Out').first()).toBeVisible();
  await expect(guard.getByRole('button', { name: 'Check Out' })).toHaveCount(0);
  await guard.context().close();
});
