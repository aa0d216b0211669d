import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInAs } from './support/session';

/** This spec's client address (see signInAs). */
const CLIENT = '198.51.100.73';

const signIn = (browser: Browser, username: string) =>
  signInAs(browser, CLIENT, `${username}@demo.test`);

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });
test.describe.configure({ mode: 'serial' });

/** A real PNG of `width` × `height` red pixels, built as a phone's camera app would write one. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([size, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.alloc(width * 3, Buffer.from([220, 38, 38])),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 'RM 1,234.50' or '-RM 5.25' as a number. */
function money(text: string): number {
  const amount = Number(text.replace(/[^\d.]/g, ''));
  return text.trim().startsWith('-') ? -amount : amount;
}

const balance = (page: Page) => page.getByRole('status', { name: 'Outstanding Balance' });

async function readBalance(page: Page): Promise<number> {
  await expect(balance(page)).toContainText(/RM/);
  return money((await balance(page).textContent())!.replace('Outstanding Balance', ''));
}

/** The exact count a menu entry's badge tells a screen reader ('29 unread'); 0 without a badge. */
async function counterOf(link: Locator): Promise<number> {
  const name = (await link.textContent()) ?? '';
  const found = /(\d+) pending/.exec(name);
  return found ? Number(found[1]) : 0;
}

let admin: Page;
let owner: Page;
let unitNo = '';
let paymentRef = '';
let paid = 0;

test.beforeAll(async ({ browser }) => {
  admin = await signIn(browser, 'admin');
  owner = await signIn(browser, 'owner');
});

test.afterAll(async () => {
  await admin.context().close();
  await owner.context().close();
});

test("an admin issues a Maintenance invoice for all units and the owner's balance grows by it", async () => {
  await owner.goto('/d/account-statements');
  await expect(owner.getByRole('heading', { level: 1, name: 'Account Statements' })).toBeVisible();
  const before = await readBalance(owner);
  const statement = owner.getByRole('table', { name: 'Account Statement' });
  await expect(statement.getByRole('columnheader', { name: 'Unit No' })).toHaveCount(0);
  await expect(owner.getByRole('button', { name: 'Issue Invoice' })).toHaveCount(0);

  await admin.goto('/d/account-statements');
  const adminTable = admin.getByRole('table', { name: 'Account Statement' });
  await expect(adminTable.getByRole('columnheader', { name: 'Unit No' })).toBeVisible();
  await admin.getByRole('button', { name: 'Issue Invoice' }).click();
  const modal = admin.getByRole('dialog', { name: 'Issue Statement for All Units' });
  await expect(modal).toContainText(
    'Invoice will ONLY be issued to units that have owners assigned.',
  );
  await expect(modal.getByRole('checkbox', { name: 'Water Bill' })).toBeDisabled();
  const submit = modal.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await modal.getByRole('checkbox', { name: 'Maintenance Bill' }).click();
  await expect(submit).toBeDisabled();
  // A month no demo invoice uses: January of next year.
  await modal.getByRole('combobox', { name: /^Month/ }).click();
  const picker = admin.getByRole('dialog', { name: 'Choose a month' });
  await picker.getByRole('button', { name: 'Next year' }).click();
  await picker.getByRole('button', { name: 'January' }).click();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(modal.getByText('Invoice has been issued')).toBeVisible();
  await expect(admin.getByText('Account statements have been generated')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal).toBeHidden();

  await owner.reload();
  const first = statement.getByRole('row').nth(1);
  await expect(first).toContainText('Maintenance Bill');
  const debit = money(await first.getByRole('cell').nth(6).innerText());
  expect(debit).toBeGreaterThan(0);
  await expect.poll(() => readBalance(owner)).toBeCloseTo(before + debit, 2);
});

test('the owner opens the statement PDF inside the page and goes back', async () => {
  await owner.goto('/d/account-statements');
  await owner.getByRole('button', { name: 'Print Statement' }).click();
  const frame = owner.locator('iframe[title="Statement of Account"]');
  await expect(frame).toBeVisible();
  const pdf = await owner.request.get((await frame.getAttribute('src'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await owner.getByRole('button', { name: 'Back' }).click();
  await expect(owner.getByRole('table', { name: 'Account Statement' })).toBeVisible();
});

test("the admin prints one unit's statement from the page after choosing the unit", async () => {
  await admin.goto('/d/account-statements');
  await expect(admin.getByRole('table', { name: 'Account Statement' })).toBeVisible();
  await admin.getByRole('button', { name: 'Print Statement' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Print Statement' });
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeDisabled();
  await dialog.getByRole('combobox').fill('A-01');
  const option = admin.getByRole('listbox').getByRole('option').first();
  const unitNo = ((await option.locator('span').first().textContent()) ?? '').trim();
  await option.click();
  await dialog.getByRole('button', { name: 'Print' }).click();
  const frame = admin.locator(`iframe[title="Statement of Account ${unitNo}"]`);
  await expect(frame).toBeVisible();
  const pdf = await admin.request.get((await frame.getAttribute('src'))!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await admin.getByRole('button', { name: 'Back' }).click();
  await expect(admin.getByRole('table', { name: 'Account Statement' })).toBeVisible();
});

test('the owner adds a Bank Transfer payment with a PNG receipt', async () => {
  await owner.goto('/d/account-statements');
  const outstanding = await readBalance(owner);
  await owner.getByRole('button', { name: 'Add Payment' }).click();
  const modal = owner.getByRole('dialog', { name: 'Add Payment' });
  await expect(modal.getByLabel(/^Amount/)).toHaveValue(outstanding.toFixed(2));
  const submit = modal.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  await modal.getByRole('radio', { name: 'Online Banking' }).click();
  await expect(modal).toContainText(
    'Online Banking service is not available. Please ask your property management to enable this service.',
  );
  await modal.getByRole('radio', { name: 'Bank Transfer' }).click();
  await modal.getByLabel(/^Bank/).selectOption('Maybank');
  await expect(modal.getByText('Please upload payment receipt')).toBeVisible();
  paid = 150;
  await modal.getByLabel(/^Amount/).fill(String(paid));
  await modal.locator('input[type=file]').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: png(8, 8),
  });
  await expect(modal.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  await expect(modal.getByText('Uploaded')).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(owner.getByText('Your payment has been submited for approval')).toBeVisible();
  await expect(modal).toBeHidden();

  await owner.goto('/d/payments');
  const payments = owner.getByRole('table', { name: 'Payments' });
  const first = payments.getByRole('row').nth(1);
  await expect(first).toContainText('Pending');
  await expect(first).toContainText('RM 150.00');
  await expect(payments.getByRole('columnheader', { name: 'Action' })).toHaveCount(0);
  const cells = first.getByRole('cell');
  // innerText: what the cell shows (its phone-card label is hidden on a desktop).
  unitNo = (await cells.nth(1).innerText()).trim();
  paymentRef = (await cells.nth(3).innerText()).trim();
  expect(unitNo).not.toBe('');
  expect(paymentRef).toMatch(/^PAY-/);
});

test('the admin verifies it: the balance and the pending badge drop without a reload', async () => {
  await admin.goto(`/d/units?search=${encodeURIComponent(unitNo)}`);
  await admin.getByRole('link', { name: unitNo, exact: true }).click();
  await admin.getByRole('tab', { name: 'Account Statement' }).click();
  const before = await readBalance(admin);

  await admin.getByRole('button', { name: 'Finance' }).click();
  const paymentsLink = admin.getByRole('link', { name: /^Payments/ });
  await expect(paymentsLink).toBeVisible();
  const pending = await counterOf(paymentsLink);
  expect(pending).toBeGreaterThan(0);

  await admin.getByRole('tab', { name: 'Payments' }).click();
  await admin.getByRole('button', { name: `Verify ${paymentRef}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Hold On' });
  await expect(confirm).toContainText(`Verify payment ${paymentRef} of RM 150.00?`);
  await confirm.getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText('Payment has been verified')).toBeVisible();
  await expect(admin.getByRole('button', { name: `Verify ${paymentRef}` })).toHaveCount(0);
  await expect.poll(() => counterOf(paymentsLink)).toBe(pending - 1);

  await admin.getByRole('tab', { name: 'Account Statement' }).click();
  await expect.poll(() => readBalance(admin)).toBeCloseTo(before - paid, 2);
});

test('the Finance menu entries open their screens, never the dashboard', async () => {
  await owner.goto('/d/dashboard');
  await owner.getByRole('button', { name: 'Finance' }).click();
  await owner.getByRole('link', { name: 'Account Statements' }).click();
  await expect(owner).toHaveURL(/\/d\/account-statements$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Account Statements' })).toBeVisible();
  await owner.getByRole('link', { name: /^Payments/ }).click();
  await expect(owner).toHaveURL(/\/d\/payments$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(owner.getByRole('table', { name: 'Payments' })).toBeVisible();
});
