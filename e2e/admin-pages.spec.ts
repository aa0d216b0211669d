import { expect, test, type Page } from '@playwright/test';
import { searchFor, signInAs } from './support/session';

/**
 * Spec 002's administration pages as their users meet them: role policies on /d/setting reaching a
 * signed-in admin's menu live, a bug report from sending to resolved, and the developer's error
 * log. Each sign-in stands for a client of its own (X-Forwarded-For), and the policy test works on
 * property 3 (manager3, admin3), which no other spec uses, and puts back what it changed.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Sets the Admin role's Units switches on /d/setting and saves. */
async function setAdminUnits(page: Page, permissions: Record<string, boolean>) {
  const matrix = page.getByRole('region', { name: 'Roles and policies' });
  for (const [permission, on] of Object.entries(permissions)) {
    const box = matrix.getByRole('checkbox', { name: `Admin: Units ${permission}`, exact: true });
    if (on) await box.check();
    else await box.uncheck();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes has been saved')).toBeVisible();
}

test('a Manager turns off View on Units for Admins and a signed-in admin’s menu loses Units', async ({
  browser,
}) => {
  // Two sign-ins, two saves and two pushed reloads.
  test.slow();
  const admin = await signInAs(browser, '198.51.100.141', 'admin3@demo.test');
  await menu(admin).getByRole('link', { name: 'Units', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Units Management' })).toBeVisible();

  const manager = await signInAs(browser, '198.51.100.142', 'manager3@demo.test');
  await menu(manager).getByRole('link', { name: 'Setting' }).click();
  await expect(manager).toHaveURL(/\/d\/setting$/);
  const matrix = manager.getByRole('region', { name: 'Roles and policies' });
  const view = matrix.getByRole('checkbox', { name: 'Admin: Units View', exact: true });
  await expect(view).toBeChecked();
  // Turning View off clears the area (spec 002 §4) before anything is saved.
  await view.uncheck();
  for (const permission of ['Create', 'Update', 'Delete']) {
    await expect(
      matrix.getByRole('checkbox', { name: `Admin: Units ${permission}`, exact: true }),
    ).not.toBeChecked();
  }
  await manager.getByRole('button', { name: 'Save' }).click();
  await expect(toast(manager, 'Changes has been saved')).toBeVisible();

  // The server pushes `reload` to the Admins of property 3: no one touches the admin's page.
  await expect(menu(admin).getByRole('link', { name: 'Units', exact: true })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(admin).toHaveURL(/\/d\/dashboard$/);

  // Put the Admin role back as it was; the admin's menu follows again.
  await manager.reload();
  await setAdminUnits(manager, { View: true, Create: true, Update: true, Delete: true });
  await expect(menu(admin).getByRole('link', { name: 'Units', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await admin.context().close();
  await manager.context().close();
});

test('a user sends a bug report and the super user resolves it', async ({ browser }) => {
  test.slow();
  const text = `The visitor list freezes after check-out (e2e ${Date.now()})`;
  const owner = await signInAs(browser, '198.51.100.143', 'owner@demo.test');
  await menu(owner)
    .getByRole('link', { name: /Support/ })
    .click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await owner.getByRole('button', { name: 'Add' }).click();
  const form = owner.getByRole('dialog', { name: 'Description of Issues / Bug' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please complete this field')).toBeVisible();
  await form.getByRole('textbox', { name: /Report/ }).fill(text);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(toast(owner, 'Report has been sent! Thank you for reporting!')).toBeVisible();
  await expect(form).toBeHidden();
  const ownRow = owner.getByRole('row').filter({ hasText: text });
  await expect(ownRow).toContainText('Pending');
  await expect(owner.getByRole('columnheader', { name: 'Name' })).toHaveCount(0);

  const root = await signInAs(browser, '198.51.100.144', 'super@demo.test');
  await menu(root)
    .getByRole('link', { name: /Support/ })
    .click();
  await expect(root.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await searchFor(root, `e2e ${text.match(/e2e (\d+)/)![1]}`);
  const row = root.getByRole('row').filter({ hasText: text });
  await expect(row).toContainText('Olivia Owner');
  await row.getByRole('button', { name: /View report/ }).click();
  const detail = root.getByRole('dialog', { name: 'Bug Report' });
  await expect(detail).toContainText(text);
  await detail.getByRole('button', { name: 'Mark as Resolve' }).click();
  const confirm = root.getByRole('alertdialog', { name: 'Hold On' });
  await confirm.getByRole('button', { name: 'Mark as Resolve' }).click();
  await expect(toast(root, 'Report has been resolved')).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(row).toContainText('Resolved');

  await owner.reload();
  await expect(ownRow).toContainText('Resolved');

  // House Rules from the menu: the property's PDF in a frame, its URL carrying the token.
  await menu(owner).getByRole('link', { name: 'House Rules' }).click();
  const frame = owner.locator('iframe[title^="House rules of"]');
  await expect(frame).toBeVisible();
  const src = await frame.getAttribute('src');
  expect(src).toMatch(/^\/api\/units\/house-rules\?property_id=1&token=/);
  const pdf = await owner.request.get(src!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await owner.context().close();
  await root.context().close();
});

test('the developer sees a script error arrive live and clears the error log', async ({
  browser,
}) => {
  test.slow();
  const dev = await signInAs(browser, '198.51.100.145', 'dev@demo.test');
  await menu(dev)
    .getByRole('link', { name: /Error Log/ })
    .click();
  await expect(dev.getByRole('heading', { level: 1, name: 'Error Log' })).toBeVisible();

  // A guard's page fails; the app reports it over the socket and the developer's page fetches it.
  const message = `e2e: the visitor card could not be drawn (${Date.now()})`;
  const guard = await signInAs(browser, '198.51.100.146', 'guard@demo.test');
  await expect
    .poll(
      async () => {
        await guard.evaluate((text) => {
          void Promise.reject(new Error(text));
        }, message);
        return dev.getByRole('log', { name: 'Error log' }).textContent({ timeout: 2_000 });
      },
      { timeout: 15_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toContain(message);

  await dev.getByRole('button', { name: 'Clear Log' }).click();
  await dev
    .getByRole('alertdialog', { name: 'Hold On' })
    .getByRole('button', { name: 'Clear Log' })
    .click();
  await expect(toast(dev, 'Log has been cleared')).toBeVisible();
  await expect(dev.getByText('Yay..! No errors..!')).toBeVisible();
  await expect(dev.getByRole('button', { name: 'Clear Log' })).toBeDisabled();

  // The other developer pages open from the menu too.
  await menu(dev).getByRole('link', { name: 'App Version' }).click();
  await expect(dev.getByRole('textbox', { name: /Android/ })).toBeVisible();
  await menu(dev).getByRole('link', { name: 'Api Request Log' }).click();
  await expect(dev.getByRole('table', { name: 'Api requests' })).toBeVisible();
  await guard.context().close();
  await dev.context().close();
});
