import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

// This spec's own client address (TRUST_PROXY), so its sign-ins do not count against another's.
const CLIENT = '198.51.100.61';

/** The Inbox entry of the side menu, whose badge is the unread counter. */
const menuInbox = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ });

test('an admin sends an announcement to owners; the owner sees it arrive live, reads it (markup shown as text, nothing run) and replies', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Water cut ${stamp}`;
  const hostile = `Tanks are cleaned on Friday. <script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">`;

  // The owner, in a browser of their own, starts from an inbox with nothing unread.
  const owner = await signInAs(browser, CLIENT, 'owner@demo.test');
  await menuInbox(owner).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const messages = owner.getByRole('table', { name: 'Messages' });
  await expect(messages.getByRole('row').nth(1)).toBeVisible();
  const markAll = owner.getByRole('button', { name: 'Mark All as Read' });
  if (await markAll.isEnabled()) {
    await markAll.click();
    await expect(owner.getByText('All messages has been marked as read')).toBeVisible();
  }
  await expect(markAll).toBeDisabled();
  await expect(menuInbox(owner)).toHaveAccessibleName('Inbox');

  // The admin sends the announcement from the menu's Announcements page.
  const admin = await signInAs(browser, CLIENT, 'admin@demo.test');
  await admin
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Announcements' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await admin.getByRole('link', { name: 'Add' }).first().click();
  await expect(admin).toHaveURL(/\/d\/announcements\/new$/);
  const form = admin.getByRole('form', { name: 'Announcement' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('textbox', { name: /Title/ })).toHaveAccessibleDescription(
    'Please complete this field',
  );
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('combobox', { name: /Recipient/ }).selectOption('Owners');
  await form.getByRole('textbox', { name: /Message/ }).fill(hostile);
  await form.locator('input[type=file]').setInputFiles({
    name: 'schedule.png',
    mimeType: 'image/png',
    // A 1×1 PNG.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(admin.getByText('Announcement has been sent')).toBeVisible();
  await expect(admin).toHaveURL(/\/d\/announcements$/);
  const sent = admin
    .getByRole('table', { name: 'Announcements' })
    .getByRole('row', { name: title });
  await expect(sent).toBeVisible();

  // The owner's counter rises and the message is listed, without a reload.
  await expect(menuInbox(owner)).toHaveAccessibleName(/^Inbox\s*1 unread$/);
  const row = messages.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('New')).toBeVisible();
  await expect(row.getByText('Has an attachment')).toBeAttached();

  // Reading it: the markup shows as the characters typed and runs nothing; the counter drops.
  await row.getByRole('button', { name: `View ${title}` }).click();
  const dialog = owner.getByRole('dialog', { name: title });
  const message = dialog.getByRole('region', { name: 'Message' });
  await expect(message).toContainText('<script>window.__pwned = 1</script>');
  await expect(message).toContainText('<img src=x onerror="window.__pwned = 2">');
  await expect(message.locator('script, img')).toHaveCount(0);
  // The attachment opens: the stored file, served with the token.
  const attachment = dialog.getByRole('link', { name: 'Open attachment (PNG)' });
  await expect(attachment).toHaveAttribute('target', '_blank');
  const file = await owner.request.get((await attachment.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('image/png');
  expect(await owner.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // Replying: blank first, then a reply.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Reply' })).toHaveAccessibleDescription(
    'Please provide your reply',
  );
  await dialog.getByRole('textbox', { name: 'Reply' }).fill('Noted, we will store water.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(owner.getByText('Reply has been submitted')).toBeVisible();
  await expect(dialog.getByText('Noted, we will store water.')).toBeVisible();
  await owner.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuInbox(owner)).toHaveAccessibleName('Inbox');
  await expect(row.getByText('New')).toHaveCount(0);

  // The admin's detail counts the read and shows the message as text too.
  await sent.getByRole('link', { name: `View ${title}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByText('Total Read', { exact: true }).locator('+ dd')).toHaveText('1');
  await expect(admin.getByRole('region', { name: 'Message' })).toContainText(
    '<script>window.__pwned = 1</script>',
  );
  expect(await admin.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // The owner deletes it to the archive, then clears the archive.
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = owner.getByRole('alertdialog', { name: 'Hold On' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(owner.getByText('Message has been removed')).toBeVisible();
  await expect(row).toHaveCount(0);
  await owner.getByRole('link', { name: 'Archive' }).click();
  await expect(owner).toHaveURL(/archive=1/);
  const archived = owner.getByRole('table', { name: 'Archived messages' });
  await expect(archived.getByRole('row', { name: new RegExp(title) })).toBeVisible();
  await owner.getByRole('button', { name: 'Clear Archive' }).click();
  await owner
    .getByRole('alertdialog', { name: 'Hold On' })
    .getByRole('button', { name: 'Clear Archive' })
    .click();
  await expect(owner.getByText('Archive has been cleared')).toBeVisible();
  await expect(archived.getByText('No Data')).toBeVisible();
});
