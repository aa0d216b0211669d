import { expect, test, type Page } from '@playwright/test';
import { searchFor, signInAs } from './support/session';

/** This spec's client address (see signInAs). */
const CLIENT = '198.51.100.165';

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address and its 10 a minute.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });
test.describe.configure({ mode: 'serial' });

const NAME = `E2E Tenant ${Date.now().toString(36).slice(-5)}`;

let admin: Page;

test.beforeAll(async ({ browser }) => {
  admin = await signInAs(browser, CLIENT, 'admin@demo.test');
});

test.afterAll(async () => {
  await admin?.context().close();
});

test('the demo admin opens Tenants from the menu and adds one', async () => {
  await admin.getByRole('navigation').getByRole('link', { name: 'Tenants' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  await admin.getByRole('link', { name: 'Add' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Add Tenant' })).toBeVisible();
  await admin.getByLabel(/^Name/).fill(NAME);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Tenant has been added')).toBeVisible();
  await expect(admin).toHaveURL(/\/d\/tenants$/);
  await expect(
    admin.getByRole('table', { name: 'Tenants' }).getByRole('link', { name: NAME, exact: true }),
  ).toBeVisible();
});

test('the admin finds it, opens it and changes it; the list shows the change', async () => {
  await searchFor(admin, NAME);
  await admin
    .getByRole('table', { name: 'Tenants' })
    .getByRole('link', { name: NAME, exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await admin.getByRole('button', { name: 'Edit' }).click();
  await admin.getByLabel(/^Name/).fill(`${NAME} changed`);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Changes has been saved')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: `${NAME} changed` })).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: `${NAME} changed` })).toBeVisible();
});

test('the admin deletes it behind Hold On, and the list no longer has it', async () => {
  await admin.getByRole('button', { name: 'Delete' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Hold On' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Tenant has been removed')).toBeVisible();
  await expect(admin).toHaveURL(/\/d\/tenants$/);
  await searchFor(admin, NAME);
  await expect(admin.getByRole('table', { name: 'Tenants' }).getByText('No Data')).toBeVisible();
});
