import { expect, test, type Page } from '@playwright/test';
import { closeAnnouncements } from './support/session';

const PASSWORD = 'demo1234';

// The dashboard opens the day's announcement over the shell (spec 000 §9); read it and close it.
test.beforeEach(async ({ page }) => {
  await closeAnnouncements(page);
});

async function signIn(page: Page, login: string, password = PASSWORD) {
  await page.goto('/d/login');
  await page.getByLabel(/Email or username/).fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** What each demo account's menu shows, and what it must not show (spec 000 §2, §6). */
const ACCOUNTS = [
  // The developer pages are the developer user's (spec 002 §6; e2e/admin-pages.spec.ts).
  { login: 'super@demo.test', shows: ['Audit', 'Check In'], hides: ['Api Request Log'] },
  { login: 'admin@demo.test', shows: ['Properties', 'Units'], hides: ['Audit', 'Check In'] },
  { login: 'manager@demo.test', shows: ['Audit', 'Setting'], hides: ['Api Request Log'] },
  { login: 'guard@demo.test', shows: ['Check In'], hides: ['Properties', 'Audit'] },
  { login: 'owner@demo.test', shows: ['Property Unit'], hides: ['Properties', 'Units'] },
  { login: 'admin2@demo.test', shows: ['Properties'], hides: ['Api Request Log'] },
];

/** Spec 000 §2: owners see the reduced dashboard, everyone else the property summary. */
const DASHBOARD = {
  owner: { shows: ['Total Outstanding', 'Total Visitors'], hides: ['Total Units'] },
  staff: { shows: ['Total Units', 'Total Owners', 'Total Admins'], hides: ['Total Visitors'] },
};

for (const account of ACCOUNTS) {
  test(`${account.login} signs in, is greeted and sees its own menu and dashboard`, async ({
    page,
  }) => {
    await signIn(page, account.login);
    await expect(page.getByRole('status').filter({ hasText: /^Hello .+!$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/d\/dashboard$/);
    for (const name of account.shows) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of account.hides) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(menu(page).getByRole('link', { name: 'Logout', exact: true })).toBeVisible();
    const dashboard = DASHBOARD[account.login === 'owner@demo.test' ? 'owner' : 'staff'];
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    for (const text of dashboard.shows) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }
    for (const text of dashboard.hides) {
      await expect(main.getByText(text, { exact: true })).toHaveCount(0);
    }
  });
}

test('a wrong password shows the server’s error and stays on the login page', async ({ page }) => {
  await signIn(page, 'admin@demo.test', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The email/username or password is incorrect');
  await expect(page).toHaveURL(/\/d\/login$/);
});

test('logging out in one tab logs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, 'admin@demo.test');
  await expect(first).toHaveURL(/\/d\/dashboard$/);
  const second = await context.newPage();
  await second.addLocatorHandler(second.getByRole('dialog'), async () => {
    await second.getByRole('dialog').getByRole('button', { name: 'Ok', exact: true }).click();
  });
  await second.goto('/d/dashboard');
  await expect(menu(second)).toBeVisible();

  await first.goto('/d/logout');
  const dialog = first.getByRole('alertdialog', { name: 'Hold On!' });
  await dialog.getByRole('button', { name: 'Logout' }).click();

  await expect(first).toHaveURL(/\/d\/login$/);
  await expect(second).toHaveURL(/\/d\/login$/);
  await expect(second.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('going offline shows the offline page and toast, coming back shows the app again', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin@demo.test');
  await expect(menu(page)).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: 'Oopss.. you are offline' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(menu(page)).toBeVisible();
  await expect(page.getByText('You are back online!')).toBeVisible();
});

test('switching to Malay translates the shell and the choice survives a reload', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  // The language is in the header's user menu.
  await page.getByRole('button', { name: /Aminah Admin/ }).click();
  await page.getByRole('menuitemradio', { name: 'Bahasa Melayu' }).click();
  await expect(page.getByRole('navigation', { name: 'Utama' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Papan Pemuka', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log Keluar', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
});
