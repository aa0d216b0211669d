import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { searchFor as search, signInAs } from './support/session';

/** This spec's client address (see signInAs). */
const CLIENT = '198.51.100.44';

const signIn = (browser: Browser, username: string) =>
  signInAs(browser, CLIENT, `${username}@demo.test`);

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address and its 10 a minute.
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

const TEMPLATE = ['Unit No', 'Level', 'Block', 'Square Feet', 'Parking Lot', 'Owner Username'];

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Units');
  sheet.addRow(TEMPLATE);
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Screenshots of the real screens, for a person to look at (not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join('test-results', 'units-screens');

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const UNIT_NO = `E2E-${suffix}`;

const unitsTable = (page: Page) => page.getByRole('table', { name: 'Units' });
const firstCell = (page: Page) =>
  unitsTable(page).getByRole('row').nth(1).getByRole('cell').first();

let admin: Page;

test.beforeAll(async ({ browser }) => {
  admin = await signIn(browser, 'admin');
});

test.afterAll(async () => {
  await admin.context().close();
});

test('the units list pages with continuing row numbers, searches, and keeps its place on reload', async () => {
  await admin.goto('/d/units');
  await expect(admin.getByRole('heading', { level: 1, name: 'Units Management' })).toBeVisible();
  await expect(unitsTable(admin).getByRole('row')).toHaveCount(21);
  await expect(firstCell(admin)).toHaveText('1');
  await expect(admin.getByText(/^1 \/ \d+$/)).toBeVisible();
  for (const header of ['Unit No', 'Owner', 'Square Footage', 'Created At', 'Action'])
    await expect(unitsTable(admin).getByRole('columnheader', { name: header })).toBeVisible();
  await shoot(admin, 'units-1280');

  await admin.getByRole('button', { name: 'Next page' }).click();
  await expect(firstCell(admin)).toHaveText('21');
  await expect(admin.getByText(/^2 \/ \d+$/)).toBeVisible();
  await expect(admin).toHaveURL(/[?&]page=2/);

  await admin.reload();
  await expect(firstCell(admin)).toHaveText('21');

  await admin.goBack();
  await expect(firstCell(admin)).toHaveText('1');

  await search(admin, 'A-01-0');
  await expect(admin).toHaveURL(/search=A-01-0/);
  await expect(firstCell(admin)).toHaveText('1');
  const rows = unitsTable(admin).getByRole('row');
  await expect(rows.nth(1)).toContainText('A-01-0');

  await admin.getByRole('searchbox').fill('');
  await expect(admin).not.toHaveURL(/search=/);
  await expect(unitsTable(admin).getByRole('row')).toHaveCount(21);
});

test('an admin adds a unit, edits it (Cancel restores, Save merges), and Back leaves edit mode first', async () => {
  await admin.goto('/d/units');
  await admin.getByRole('link', { name: 'Add' }).first().click();
  await expect(admin).toHaveURL(/\/d\/units\/new$/);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Please complete this field')).toBeVisible();

  await admin.getByLabel(/^Unit No/).fill(UNIT_NO);
  await admin.getByLabel(/^Square Footage/).fill('880');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Unit has been added')).toBeVisible();
  await expect(admin).toHaveURL(/\/d\/units$/);

  await search(admin, UNIT_NO);
  await admin.getByRole('link', { name: UNIT_NO }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Unit ${UNIT_NO}` })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Info' })).toBeVisible();
  await expect(admin.getByRole('tab', { name: 'Account Statement' })).toBeVisible();

  await admin.getByRole('button', { name: 'Edit' }).click();
  await admin.getByLabel(/^Square Footage/).fill('999');
  await admin.getByRole('button', { name: 'Cancel' }).click();
  await expect(admin.getByText('880')).toBeVisible();

  await admin.getByRole('button', { name: 'Edit' }).click();
  await admin.getByLabel(/^Square Footage/).fill('1010');
  await admin.getByLabel(/^Parking Lot$/).fill('P9-123');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Changes has been saved')).toBeVisible();
  await expect(admin.getByText('1010')).toBeVisible();
  await expect(admin.getByText('P9-123')).toBeVisible();
  await shoot(admin, 'unit-detail-1280');

  await admin.getByRole('button', { name: 'Edit' }).click();
  await admin.getByRole('button', { name: 'Back' }).click();
  await expect(admin.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(admin).toHaveURL(/\/d\/units\/\d+/);
  await admin.getByRole('button', { name: 'Back' }).click();
  await expect(admin).toHaveURL(/\/d\/units$/);
});

test('an admin assigns and unassigns an owner; a fourth owner is refused with the server message', async () => {
  await admin.goto(`/d/units?search=${UNIT_NO}`);
  await admin.getByRole('link', { name: UNIT_NO }).click();
  await admin.getByRole('tab', { name: 'Owners' }).click();
  await expect(admin).toHaveURL(/tab=owners/);
  await admin.getByRole('button', { name: 'Assign Owner' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Assign Owner' });
  await dialog.getByRole('combobox').fill('owner2@demo');
  await admin.getByRole('option', { name: /owner2/ }).click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  const owners = admin.getByRole('table', { name: 'Owners' });
  await expect(owners.getByRole('cell', { name: 'owner2', exact: true })).toBeVisible();

  const owner = await owners.getByRole('row').nth(1).getByRole('cell').nth(1).innerText();
  await owners.getByRole('button', { name: /^Unassign/ }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Hold On' });
  await confirm.getByRole('button', { name: 'Unassign' }).click();
  await expect(admin.getByText('Owner has been unassigned from the unit')).toBeVisible();
  await expect(owners.getByRole('cell', { name: owner.trim(), exact: true })).toHaveCount(0);

  // The demo owner's unit already has three owners.
  await admin.goto('/d/units?search=A-01-01');
  await admin.getByRole('link', { name: 'A-01-01', exact: true }).click();
  await admin.getByRole('tab', { name: 'Owners' }).click();
  await expect(admin.getByRole('table', { name: 'Owners' }).getByRole('row')).toHaveCount(4);
  await admin.getByRole('tab', { name: 'Visitors' }).click();
  const visitors = admin.getByRole('table', { name: 'Visitors' });
  await expect(visitors.getByRole('columnheader', { name: 'Vehicle No' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Past' }).click();
  await expect(admin).toHaveURL(/visitors=past/);
  await expect(visitors.getByRole('row').nth(1)).toBeVisible();
  await admin.getByRole('tab', { name: 'Owners' }).click();
  await admin.getByRole('button', { name: 'Assign Owner' }).click();
  await dialog.getByRole('combobox').fill('owner5@demo');
  await admin.getByRole('option', { name: /owner5/ }).click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(
    dialog.getByText('This unit already has three owners. Unassign one before adding another.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('an admin adds, edits and removes an access card', async () => {
  await admin.goto(`/d/units?search=${UNIT_NO}`);
  await admin.getByRole('link', { name: UNIT_NO }).click();
  await admin.getByRole('tab', { name: 'Access Card' }).click();
  const cards = admin.getByRole('table', { name: 'Access Cards' });
  await expect(cards.getByText('No Data')).toBeVisible();

  await admin.getByRole('button', { name: 'Add Card' }).first().click();
  const dialog = admin.getByRole('dialog', { name: 'Add Access Card' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please complete this field')).toBeVisible();
  await dialog.getByLabel(/Serial Number/).fill(`SN-${suffix}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Changes has been saved')).toBeVisible();
  await expect(cards.getByRole('row', { name: new RegExp(`SN-${suffix}.*Active`) })).toBeVisible();

  await cards.getByRole('button', { name: `Edit card SN-${suffix}` }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit Access Card' });
  await edit.getByLabel(/Serial Number/).fill(`SN-${suffix}-B`);
  await edit.getByRole('checkbox', { name: 'Active' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(
    cards.getByRole('row', { name: new RegExp(`SN-${suffix}-B.*Inactive`) }),
  ).toBeVisible();

  await search(admin, `SN-${suffix}`);
  await expect(cards.getByRole('row')).toHaveCount(2);

  await cards.getByRole('button', { name: `Remove card SN-${suffix}-B` }).click();
  await admin
    .getByRole('alertdialog', { name: 'Hold On' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(admin.getByText('Card has been removed')).toBeVisible();
  await expect(cards.getByText('No Data')).toBeVisible();
});

test('a good Excel import adds every row; a bad one lists the row errors and imports nothing', async () => {
  await admin.goto('/d/units');
  await admin.getByRole('button', { name: 'Upload Units' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Upload Units' });
  await expect(dialog.getByRole('link', { name: 'Download the units template' })).toHaveAttribute(
    'href',
    /\/api\/units\/template\?token=/,
  );

  const good = await workbook([
    [`${UNIT_NO}-X1`, 3, 'X', 900, 'P3-001', ''],
    [`${UNIT_NO}-X2`, 3, 'X', 950, 'P3-002', 'owner3'],
  ]);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'units.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: good,
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(admin.getByText('2 were successfuly imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  await search(admin, `${UNIT_NO}-X`);
  await expect(unitsTable(admin).getByRole('row')).toHaveCount(3);

  await admin.getByRole('button', { name: 'Upload Units' }).click();
  const bad = await workbook([
    [`${UNIT_NO}-Y1`, 4, 'Y', 900, 'P4-001', ''],
    [`${UNIT_NO}-X1`, 4, 'Y', 900, 'P4-002', ''],
    [`${UNIT_NO}-Y3`, 4, 'Y', 900, 'P4-003', 'nobody-here'],
  ]);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'units.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bad,
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(/Nothing was imported/)).toBeVisible();
  await expect(dialog.getByText(/Row 3/)).toBeVisible();
  await expect(dialog.getByText(/Row 4/)).toBeVisible();
  await shoot(admin, 'units-import-errors-1280');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await search(admin, `${UNIT_NO}-Y`);
  await expect(unitsTable(admin).getByText('No Data')).toBeVisible();
});

test('an admin removes a unit from the list after the Hold On confirmation', async () => {
  await admin.goto(`/d/units?search=${UNIT_NO}-X2`);
  await unitsTable(admin)
    .getByRole('button', { name: `Remove unit ${UNIT_NO}-X2` })
    .click();
  const confirm = admin.getByRole('alertdialog', { name: 'Hold On' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByText('Unit has been removed')).toBeVisible();
  await expect(unitsTable(admin).getByText('No Data')).toBeVisible();
});

test('on a phone the units list and a unit stay usable', async () => {
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/d/units');
  await expect(firstCell(admin)).toHaveText('1');
  await shoot(admin, 'units-390');
  await admin.goto(`/d/units?search=${UNIT_NO}`);
  await admin.getByRole('link', { name: UNIT_NO, exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Unit ${UNIT_NO}` })).toBeVisible();
  await shoot(admin, 'unit-detail-390');
  await admin.setViewportSize({ width: 1280, height: 800 });
});

test('a unit that does not exist shows not-found with the way back to the list', async () => {
  await admin.goto('/d/units/999999');
  await expect(admin.getByRole('heading', { level: 1, name: 'Unit not found' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await admin.getByRole('link', { name: 'Back to Units' }).click();
  await expect(admin).toHaveURL(/\/d\/units$/);
});

test('a super user filters by property, first option All CSA', async ({ browser }) => {
  const page = await signIn(browser, 'super');
  await page.goto('/d/units');
  const filter = page.getByRole('combobox', { name: 'Property' });
  await expect(filter.locator('option').first()).toHaveText('All CSA');
  const total = await page.getByText(/^1 \/ \d+$/).textContent();
  await filter.selectOption({ index: 2 });
  await expect(page).toHaveURL(/property_id=\d+/);
  await expect(page.getByText(/^1 \/ \d+$/)).not.toHaveText(total ?? '');
  await page.context().close();
});

test('an owner is sent from the units list to the dashboard and sees their unit as Property Unit', async ({
  browser,
}) => {
  const page = await signIn(browser, 'owner');
  await page.goto('/d/units');
  await expect(page).toHaveURL(/\/d\/dashboard$/);
  await page.goto('/d/property-unit');
  await expect(page.getByRole('heading', { level: 1, name: 'Property Unit' })).toBeVisible();
  await expect(page.getByText('A-01-01')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await shoot(page, 'property-unit-1280');
  await page.context().close();
});
