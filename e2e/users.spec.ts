import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { searchFor as search, signInAs } from './support/session';

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address and its 10 a minute.
const CLIENT = '198.51.100.45';

const signIn = (browser: Browser, login: string, password?: string) =>
  signInAs(browser, CLIENT, login, password);
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });
test.describe.configure({ mode: 'serial' });

/** The server's exceljs, to build import files as a user's spreadsheet program would. */
type Workbook = {
  addWorksheet(name: string): { addRow(values: (string | number)[]): unknown };
  xlsx: { writeBuffer(): Promise<ArrayBuffer> };
};
const ExcelJS = createRequire(path.resolve('packages/server/package.json'))('exceljs') as {
  Workbook: new () => Workbook;
};

/** The owners template's columns (GET /api/users/template). */
const TEMPLATE = [
  'Name',
  'Username',
  'Email',
  'Phone',
  'IC',
  'Gender',
  'Marital Status',
  'Unit No',
];

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Owners');
  sheet.addRow(TEMPLATE);
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Screenshots of the real screens, for a person to look at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join('test-results', 'users-screens');

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const suffix = Date.now().toString(36).slice(-5).toLowerCase();
const NEW_OWNER = {
  name: `Nur Aina ${suffix}`,
  username: `aina${suffix}`,
  email: `aina${suffix}@example.test`,
  password: 'first123',
};

const ownersTable = (page: Page) => page.getByRole('table', { name: 'Owners' });

let admin: Page;

test.beforeAll(async ({ browser }) => {
  admin = await signIn(browser, 'admin@demo.test');
});

test.afterAll(async () => {
  await admin.context().close();
});

test('the owners list pages with continuing row numbers and searches', async () => {
  await admin.goto('/d/owners');
  await expect(admin.getByRole('heading', { level: 1, name: 'Owners Management' })).toBeVisible();
  await expect(ownersTable(admin).getByRole('row')).toHaveCount(21);
  await admin.getByRole('button', { name: 'Next page' }).click();
  await expect(ownersTable(admin).getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
    '21',
  );
  await expect(admin).toHaveURL(/page=2/);
  await admin.goto('/d/admins');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admins Management' })).toBeVisible();
  await expect(
    admin.getByRole('table', { name: 'Admins' }).getByRole('columnheader', { name: 'Username' }),
  ).toBeVisible();
});

test('an admin adds an owner; the form asks for IC and refuses a special character', async () => {
  await admin.goto('/d/owners');
  await admin.getByRole('link', { name: 'Add' }).first().click();
  await expect(admin).toHaveURL(/\/d\/owners\/new$/);
  await admin.getByLabel(/^Name/).fill(NEW_OWNER.name);
  await admin.getByLabel(/^Username/).fill(`${NEW_OWNER.username}!`);
  await admin.getByLabel(/^Email/).fill(NEW_OWNER.email);
  await admin.getByLabel(/^Phone/).fill('0127778888');
  await admin.getByLabel(/^Gender/).selectOption('Female');
  await admin.getByLabel(/^Marital Status/).selectOption('Single');
  await admin.getByLabel(/^Password/).fill(NEW_OWNER.password);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Username cannot contain special character')).toBeVisible();
  await expect(admin.getByLabel(/^IC No/)).toHaveAttribute('aria-invalid', 'true');

  await admin.getByLabel(/^Username/).fill(NEW_OWNER.username);
  await admin.getByLabel(/^IC No/).fill('950505-10-1234');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('User has been added')).toBeVisible();
  await expect(admin).toHaveURL(/\/d\/owners$/);
  await search(admin, NEW_OWNER.name);
  await expect(ownersTable(admin).getByRole('row')).toHaveCount(2);
  await expect(ownersTable(admin).getByText('Active')).toBeVisible();
});

test('an admin imports owners from Excel: a good file adds every row, a bad row imports nothing', async () => {
  await admin.goto('/d/owners');
  await admin.getByRole('button', { name: 'Import Excel' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Import Owners' });
  await expect(dialog.getByRole('link', { name: 'Download the owners template' })).toHaveAttribute(
    'href',
    /\/api\/users\/template\?token=/,
  );
  const good = await workbook([
    [
      `Imported One ${suffix}`,
      `imp1${suffix}`,
      `imp1${suffix}@example.test`,
      '0121110001',
      '900101-01-0001',
      'Male',
      'Single',
      '',
    ],
    [
      `Imported Two ${suffix}`,
      `imp2${suffix}`,
      `imp2${suffix}@example.test`,
      '0121110002',
      '900101-01-0002',
      'Female',
      'Married',
      '',
    ],
  ]);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'owners.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: good,
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(admin.getByText('2 were successfuly imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(admin, `Imported`);
  await expect(
    ownersTable(admin).getByRole('link', { name: `Imported Two ${suffix}` }),
  ).toBeVisible();

  await admin.getByRole('button', { name: 'Import Excel' }).click();
  const bad = await workbook([
    [
      `Imported Three ${suffix}`,
      `imp3${suffix}`,
      `imp3${suffix}@example.test`,
      '0121110003',
      '900101-01-0003',
      'Male',
      'Single',
      '',
    ],
    // Taken by the good file: the whole file is refused.
    [
      `Imported Again ${suffix}`,
      `imp1${suffix}`,
      `again${suffix}@example.test`,
      '0121110004',
      '900101-01-0004',
      'Male',
      'Single',
      '',
    ],
  ]);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'owners.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bad,
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(/Nothing was imported/)).toBeVisible();
  await expect(dialog.getByText(/Row 3/)).toBeVisible();
  await shoot(admin, 'owners-import-errors-1280');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await search(admin, `Imported Three ${suffix}`);
  await expect(ownersTable(admin).getByText('No Data')).toBeVisible();
});

test('an admin assigns the new owner to a unit and edits them', async () => {
  await admin.goto('/d/owners');
  await search(admin, NEW_OWNER.name);
  // Spec 000 §2: 'Assign owner to unit' from the owners list's row.
  await ownersTable(admin)
    .getByRole('button', { name: `Assign ${NEW_OWNER.name} to a unit` })
    .click();
  const fromList = admin.getByRole('dialog', { name: 'Assign owner to unit' });
  await expect(fromList.getByRole('button', { name: 'Assign' })).toBeDisabled();
  await fromList.getByRole('combobox').fill('B-02');
  const first = admin.getByRole('listbox').getByRole('option').first();
  const firstUnitNo = ((await first.locator('span').first().textContent()) ?? '').trim();
  await first.click();
  await fromList.getByRole('button', { name: 'Assign' }).click();
  await expect(fromList).toBeHidden();

  await ownersTable(admin).getByRole('link', { name: NEW_OWNER.name }).click();
  await expect(admin.getByRole('heading', { level: 1, name: NEW_OWNER.name })).toBeVisible();

  await admin.getByRole('tab', { name: 'Units' }).click();
  const units = admin.getByRole('table', { name: 'Units' });
  await expect(units.getByRole('link', { name: firstUnitNo })).toBeVisible();
  await admin.getByRole('button', { name: 'Assign to Unit' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Assign to Unit' });
  await expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
  await dialog.getByRole('combobox').fill('B-02');
  const option = admin
    .getByRole('listbox')
    .getByRole('option')
    .filter({ hasNotText: firstUnitNo })
    .first();
  const unitNo = ((await option.locator('span').first().textContent()) ?? '').trim();
  await option.click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  await expect(units.getByRole('row')).toHaveCount(3);
  await expect(units.getByRole('link', { name: unitNo })).toBeVisible();

  await admin.getByRole('tab', { name: 'Profile' }).click();
  await admin.getByRole('button', { name: 'Edit' }).click();
  await expect(admin.getByLabel('Username')).toBeDisabled();
  await admin.getByLabel(/^Phone/).fill('0135556666');
  await admin.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.getByText('0127778888')).toBeVisible();
  await admin.getByRole('button', { name: 'Edit' }).click();
  await admin.getByLabel(/^Phone/).fill('0135556666');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Changes has been saved')).toBeVisible();
  await expect(admin.getByText('0135556666')).toBeVisible();
  await admin.reload();
  await expect(admin.getByText('0135556666')).toBeVisible();
  await shoot(admin, 'owner-detail-1280');
});

test('an admin cannot delete themselves; deleting another owner asks Hold On first', async () => {
  await admin.goto('/d/admins');
  const admins = admin.getByRole('table', { name: 'Admins' });
  const self = admins
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name: 'admin', exact: true }) });
  await expect(self.getByRole('link')).toBeVisible();
  await expect(self.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  await admin.goto('/d/owners');
  await search(admin, `Imported One ${suffix}`);
  await ownersTable(admin)
    .getByRole('button', { name: `Remove Imported One ${suffix}` })
    .click();
  const confirm = admin.getByRole('alertdialog', { name: 'Hold On' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByText('Owner has been removed')).toBeVisible();
  await expect(ownersTable(admin).getByText('No Data')).toBeVisible();
});

test('a user changes their password in My Profile and signs in with the new one', async ({
  browser,
}) => {
  const owner = await signIn(browser, NEW_OWNER.email, NEW_OWNER.password);
  await owner.getByRole('button', { name: new RegExp(NEW_OWNER.name) }).click();
  await owner.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(owner).toHaveURL(/\/d\/profile$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await owner.getByRole('button', { name: 'Edit' }).click();
  await owner.getByLabel(/^New Password/).fill('second456');
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByLabel(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
  await owner.getByLabel(/^Current Password/).fill('not-my-password');
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Current password is incorrect')).toBeVisible();
  await owner.keyboard.press('Escape');
  await owner.getByLabel(/^Current Password/).fill(NEW_OWNER.password);
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Changes has been saved')).toBeVisible();
  await owner.context().close();

  const again = await signIn(browser, NEW_OWNER.username, 'second456');
  await expect(again.getByRole('button', { name: new RegExp(NEW_OWNER.name) })).toBeVisible();
  await again.context().close();
});

test('on a phone the owners list and an owner stay usable', async () => {
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/d/owners');
  await expect(ownersTable(admin).getByRole('row')).toHaveCount(21);
  await shoot(admin, 'owners-390');
  await admin.setViewportSize({ width: 1280, height: 800 });
});
