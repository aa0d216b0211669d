import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './support/session';

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address and its 10 a minute.
const CLIENT = '198.51.100.54';

const signIn = (browser: Browser, username: string) =>
  signInAs(browser, CLIENT, `${username}@demo.test`);
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });
test.describe.configure({ mode: 'serial' });

const menu = (page: Page) => page.getByRole('navigation');

let superUser: Page;
let admin: Page;

test.beforeAll(async ({ browser }) => {
  superUser = await signIn(browser, 'super');
  admin = await signIn(browser, 'admin');
});

test.afterAll(async () => {
  await superUser?.context().close();
  await admin?.context().close();
});

test("an admin going to Properties lands on their own property's detail", async () => {
  await menu(admin).getByRole('link', { name: 'Properties' }).click();
  await expect(admin).toHaveURL(/\/d\/properties\/1$/);
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Residensi Seri Melati' }),
  ).toBeVisible();
  await admin.getByRole('tab', { name: 'Services' }).click();
  await expect(admin.getByRole('switch', { name: 'Visitors' })).toBeChecked();
  await admin.getByRole('button', { name: 'Back' }).click();
  await expect(admin).toHaveURL(/\/d\/dashboard$/);
});

test("a super user turns a property's Visitors off and its admin's menu follows without a reload", async () => {
  await expect(menu(admin).getByRole('link', { name: 'Visitors' })).toBeVisible();
  let adminLoads = 0;
  admin.on('load', () => (adminLoads += 1));

  await menu(superUser).getByRole('link', { name: 'Properties' }).click();
  await expect(
    superUser.getByRole('heading', { level: 1, name: 'Properties Management' }),
  ).toBeVisible();
  await superUser
    .getByRole('table', { name: 'Properties' })
    .getByRole('link', { name: 'Residensi Seri Melati', exact: true })
    .click();
  await superUser.getByRole('tab', { name: 'Services' }).click();
  const visitors = superUser.getByRole('switch', { name: 'Visitors' });
  await expect(visitors).toBeChecked();
  try {
    await visitors.click();
    await expect(superUser.getByText('Visitors has been disabled')).toBeVisible();
    await expect(visitors).not.toBeChecked();

    await expect(menu(admin).getByRole('link', { name: 'Visitors' })).toHaveCount(0);
    expect(adminLoads).toBe(0);
  } finally {
    // Leave the demo property as it was for the other specs.
    if (!(await visitors.isChecked())) {
      await visitors.click();
      await expect(superUser.getByText('Visitors has been enabled')).toBeVisible();
    }
  }
  await expect(menu(admin).getByRole('link', { name: 'Visitors' })).toBeVisible();
  expect(adminLoads).toBe(0);
});
