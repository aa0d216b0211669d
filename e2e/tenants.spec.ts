import { expect, test, type Page } from '@playwright/test';
import { searchFor, signInAs } from './support/session';

/* Tenants (spec 002 §1 Tenants service): an owner registers, the admin verifies, the demo tenant
 * signs in to the reduced view, and a tenant whose tenancy has ended is refused. */

/** This spec's client address (see signInAs). */
const CLIENT = '198.51.100.165';
const HEADERS = { 'X-Platform': 'web_app', 'X-App-Version': '0.1.0' };

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address and its 10 a minute.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });
// Four sign-ins and two forms a test: more than the default 30 s on a machine the suite shares.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const suffix = Date.now().toString(36).slice(-5);
const NAME = `E2E Tenant ${suffix}`;
/** The tenancy agreement the owner attaches (a PDF by its magic bytes, as the server checks). */
const AGREEMENT = Buffer.from(`%PDF-1.4\n% E2E tenancy agreement ${suffix}\n%%EOF\n`);

let owner: Page;
let admin: Page;

test.afterAll(async () => {
  await owner?.context().close();
  await admin?.context().close();
});

test('the demo owner registers a tenant for their unit', async ({ browser }) => {
  owner = await signInAs(browser, CLIENT, 'owner@demo.test');
  await owner.getByRole('navigation').getByRole('link', { name: 'Tenants' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
  await owner.getByRole('link', { name: 'Register Tenant' }).first().click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Register Tenant' })).toBeVisible();
  await owner.getByLabel(/^Name/).fill(NAME);
  await owner.getByLabel(/^IC \/ Passport No/).fill(`E2E-${suffix}`);
  await owner.getByLabel(/^Email/).fill(`e2e.tenant.${suffix}@demo.test`);
  await owner.getByLabel(/^Phone/).fill('0123456789');
  await owner.getByLabel(/^Tenancy Start/).fill('2026-01-01');
  await owner.getByLabel(/^Tenancy End/).fill('2036-12-31');
  await owner
    .getByRole('form', { name: 'Tenant' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: AGREEMENT });
  await expect(owner.getByRole('link', { name: 'Document 1 (PDF)' })).toBeVisible();
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Tenant has been added')).toBeVisible();
  await expect(owner).toHaveURL(/\/d\/tenants$/);
  await searchFor(owner, NAME);
  const row = owner.getByRole('table', { name: 'Tenants' }).getByRole('row').nth(1);
  await expect(row).toContainText(NAME);
  await expect(row).toContainText('Pending');
});

test('the admin finds the pending tenant and verifies it', async ({ browser }) => {
  admin = await signInAs(browser, CLIENT, 'admin@demo.test');
  await admin.getByRole('navigation').getByRole('link', { name: 'Tenants' }).click();
  await admin.getByRole('combobox', { name: 'Status' }).selectOption('pending');
  await searchFor(admin, NAME);
  await admin
    .getByRole('table', { name: 'Tenants' })
    .getByRole('link', { name: NAME, exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  // The owner's document, opened before verifying: a link to the stored PDF.
  const agreement = admin.getByRole('link', { name: 'Document 1 (PDF)' });
  await expect(agreement).toHaveAttribute('target', '_blank');
  const opened = await admin.request.get((await agreement.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect((await opened.body()).equals(AGREEMENT)).toBe(true);
  await admin.getByRole('button', { name: 'Verify' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Verify Tenant' });
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText('Tenant has been verified')).toBeVisible();
  await expect(admin.getByText('Verified', { exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Verify' })).toHaveCount(0);
  // The owner's list, open since they registered the tenant, shows it verified without a reload.
  await expect(owner.getByRole('table', { name: 'Tenants' }).getByRole('row').nth(1)).toContainText(
    'Verified',
  );
});

test('the demo tenant signs in, registers a visitor, books a facility and is refused statements', async ({
  browser,
  request,
}) => {
  const tenant = await signInAs(browser, CLIENT, 'tenant@demo.test');
  const menu = tenant.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Property Unit' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Account Statements' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Tenants' })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Visitors' }).click();
  await tenant.getByRole('link', { name: 'Add' }).first().click();
  await expect(tenant.getByRole('heading', { level: 1, name: 'Add Visitor' })).toBeVisible();
  await tenant.getByRole('combobox', { name: 'Name' }).fill(`E2E Guest ${suffix}`);
  await tenant.getByRole('combobox', { name: 'Name' }).press('Escape');
  await tenant.getByLabel(/^Phone/).fill('0123456789');
  await tenant.getByLabel(/^Vehicle No/).fill(`T ${suffix}`);
  await tenant.getByRole('button', { name: 'Save' }).click();
  await expect(tenant.getByText('Visitor has been added')).toBeVisible();

  // The tenant books a facility for their unit, as its owner would.
  await menu.getByRole('link', { name: 'Facilities' }).click();
  await tenant
    .getByRole('table', { name: 'Facilities' })
    .getByRole('link', { name: 'Tennis Court' })
    .click();
  const week = tenant.getByRole('table', { name: 'Slots of Tennis Court' });
  await expect(week).toBeVisible();
  await tenant.getByRole('button', { name: 'Next week' }).click();
  await week
    .getByRole('button', { name: /^Book / })
    .first()
    .click();
  const booking = tenant.getByRole('dialog', { name: 'Book Tennis Court' });
  await booking.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(tenant.getByText('Facility has been booked')).toBeVisible();
  await expect(week.getByRole('button', { name: /^Your booking / }).first()).toBeVisible();

  // A statements or payments URL typed by hand says why the page is the owner's.
  for (const path of ['/d/account-statements', '/d/payments']) {
    await tenant.goto(path);
    await expect(tenant).toHaveURL(new RegExp(`${path}$`));
    await expect(
      tenant.getByText(
        'Tenants cannot view account statements or payments. Please ask the owner of your unit.',
      ),
    ).toBeVisible();
  }

  // The API answers 400 with the reason, and the session stays.
  const login = await request.post('/api/login', {
    headers: HEADERS,
    form: { email_username: 'tenant@demo.test', password: 'demo1234', platform: 'web_app' },
  });
  const { token } = (await login.json()) as { token: string };
  const statements = await request.get('/api/account-statements', {
    headers: { ...HEADERS, Authorization: `Bearer ${token}` },
  });
  expect(statements.status()).toBe(400);
  expect(((await statements.json()) as { error: string }).error).toContain(
    'Tenants cannot view account statements or payments',
  );
  await tenant.context().close();
});

test('the tenant whose tenancy has ended cannot sign in', async ({ page }) => {
  await page.goto('/d/login');
  await page.getByLabel(/Email or username/).fill('ended.tenant@demo.test');
  await page.getByLabel(/^Password/).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/Your tenancy has ended/)).toBeVisible();
  await expect(page).toHaveURL(/\/d\/login$/);
});
