import { expect, test, type Page } from '@playwright/test';
import { searchFor, signInAs } from './support/session';

/** This spec's client address (see signInAs). */
const CLIENT = '198.51.100.106';

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address and its 10 a minute.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });
test.describe.configure({ mode: 'serial' });

const TITLE = `E2E Complaint ${Date.now().toString(36).slice(-5)}`;
const REPLY = 'A plumber will come on Saturday at 10 am.';

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let owner: Page;
let manager: Page;

test.beforeAll(async ({ browser }) => {
  owner = await signInAs(browser, CLIENT, 'owner@demo.test');
  manager = await signInAs(browser, CLIENT, 'manager@demo.test');
});

test.afterAll(async () => {
  await owner?.context().close();
  await manager?.context().close();
});

test('the demo owner files a complaint on their unit with a photo', async () => {
  await owner.getByRole('navigation').getByRole('link', { name: 'Complains' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Complains' })).toBeVisible();
  await owner.getByRole('link', { name: 'New Complaint' }).first().click();
  const form = owner.getByRole('form', { name: 'Complaint' });
  await form.getByRole('combobox', { name: /Category/ }).selectOption('Maintenance');
  await form.getByRole('textbox', { name: /Title/ }).fill(TITLE);
  await form.getByRole('textbox', { name: /Description/ }).fill('Water drips from the ceiling.');
  const unit = form.getByRole('combobox', { name: /Unit/ });
  if (await unit.isEnabled()) await unit.selectOption({ index: 1 });
  await form.locator('input[type="file"]').setInputFiles({
    name: 'leak.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(form.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(1);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(owner.getByText('Complaint has been added')).toBeVisible();
  await expect(owner).toHaveURL(/\/d\/complains$/);
  await owner
    .getByRole('table', { name: 'Complains' })
    .getByRole('link', { name: TITLE, exact: true })
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(owner.getByText('Open', { exact: true }).first()).toBeVisible();
});

test('the manager assigns it, replies and resolves it; the owner’s open page follows live', async () => {
  await manager.getByRole('navigation').getByRole('link', { name: 'Complains' }).click();
  await searchFor(manager, TITLE);
  await manager
    .getByRole('table', { name: 'Complains' })
    .getByRole('link', { name: TITLE, exact: true })
    .click();
  await expect(manager.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(manager.getByRole('link', { name: /Attachment 1/ })).toBeVisible();

  await manager.getByRole('button', { name: 'Assign' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Assign Complaint' });
  await dialog.getByRole('combobox').fill('a');
  await manager.getByRole('option').first().click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(manager.getByRole('button', { name: 'Reassign' })).toBeVisible();

  const reply = manager.getByRole('form', { name: 'Reply' });
  await reply.getByRole('textbox').fill(REPLY);
  await reply.getByRole('button', { name: 'Send' }).click();
  await expect(manager.getByRole('region', { name: 'Messages' }).getByText(REPLY)).toBeVisible();

  await manager.getByRole('button', { name: 'Start work' }).click();
  await expect(manager.getByText('Complaint is now In progress')).toBeVisible();
  await manager.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(manager.getByText('Complaint is now Resolved')).toBeVisible();

  // The owner's detail page, open all along, shows the reply and the status without a reload.
  await expect(owner.getByRole('region', { name: 'Messages' }).getByText(REPLY)).toBeVisible();
  await expect(owner.getByText('Resolved', { exact: true }).first()).toBeVisible();
  await expect(owner.getByRole('button', { name: 'Reopen' })).toBeVisible();
});

test('the owner’s inbox has the notifications, and the owner reopens the complaint', async () => {
  const detail = owner.url();
  const inbox = owner.getByRole('table', { name: 'Messages' });
  // Assigned, In progress, Resolved and the manager's reply: one notification each. On a busy
  // machine the last may be written after the inbox was read: read it again until all are there.
  await expect(async () => {
    await owner.goto('/d/inbox');
    await expect(inbox.getByText('Complaint update').nth(3)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await owner.goto(detail);
  await owner.getByRole('button', { name: 'Reopen' }).click();
  await expect(owner.getByText('Complaint has been reopened')).toBeVisible();
  await expect(owner.getByText('Open', { exact: true }).first()).toBeVisible();
});
