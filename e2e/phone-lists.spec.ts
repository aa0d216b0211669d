import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './support/session';

/*
 * Every list screen on a phone (390×844), as the role that uses it: the page never scrolls
 * sideways, and every button and link of the first row is inside the viewport (a list shows its
 * rows as cards below the sidebar breakpoint, docs/adr/0013-lists-as-cards-on-a-phone.md).
 */

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address.
const CLIENT = '198.51.100.61';
const PHONE = { width: 390, height: 844 };

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });

const LISTS: { login: string; paths: string[] }[] = [
  {
    login: 'manager@demo.test',
    paths: [
      '/d/units',
      '/d/owners',
      '/d/admins',
      '/d/visitors',
      '/d/account-statements',
      '/d/payments',
      '/d/announcements',
      '/d/audit',
    ],
  },
  { login: 'super@demo.test', paths: ['/d/properties', '/d/support'] },
  { login: 'dev@demo.test', paths: ['/d/api-request-log'] },
  { login: 'owner@demo.test', paths: ['/d/visitors', '/d/account-statements', '/d/payments'] },
];

async function phone(browser: Browser, login: string): Promise<Page> {
  const page = await signInAs(browser, CLIENT, login);
  await page.setViewportSize(PHONE);
  return page;
}

/** How far the page scrolls sideways (0 when it does not). */
function sideways(page: Page): Promise<number> {
  return page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
  );
}

for (const { login, paths } of LISTS) {
  test(`as ${login}, every list fits a phone with the first row's actions on screen`, async ({
    browser,
  }) => {
    test.setTimeout(30_000 + paths.length * 15_000);
    const page = await phone(browser, login);
    for (const path of paths) {
      await page.goto(path);
      const row = page.locator('[data-slot="data-table-row"]').first();
      await expect(row, path).toBeVisible();
      expect(await sideways(page), `${path} scrolls sideways`).toBe(0);
      const actions = row.locator('a:visible, button:visible');
      const count = await actions.count();
      for (let index = 0; index < count; index += 1) {
        const action = actions.nth(index);
        await action.scrollIntoViewIfNeeded();
        const box = await action.boundingBox();
        const name = `${path}: ${(await action.innerText()) || (await action.getAttribute('aria-label'))}`;
        expect(box, name).not.toBeNull();
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(PHONE.width);
      }
    }
    await page.context().close();
  });
}

test("a unit's tabs stay on a phone: the strip scrolls inside itself, the page does not", async ({
  browser,
}) => {
  const page = await phone(browser, 'manager@demo.test');
  await page.goto('/d/units');
  const row = page.locator('[data-slot="data-table-row"]').first();
  await row.getByRole('link').first().click();
  await expect(page.getByRole('tablist')).toBeVisible();
  expect(await sideways(page)).toBe(0);
  const last = page.getByRole('tab').last();
  await last.scrollIntoViewIfNeeded();
  const box = await last.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await page.context().close();
});
