import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs } from './support/session';

/*
 * Every list screen on a phone (390×844), as the role that uses it, in English and Malay: the page
 * never scrolls sideways, and every button and link of the first row is inside the viewport (a list
 * shows its rows as cards below the sidebar breakpoint, docs/adr/0013-lists-as-cards-on-a-phone.md).
 * At 1280 px the same lists show every column and action without scrolling their table sideways.
 */

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address. Each sign-in below comes from one more address of its range:
// the twenty of them at once are more than one address may make in a minute. The address is
// made of the test's title, so it is the same in whichever worker runs the test.
const CLIENT = '198.51.100.61';
const clientOf = (title: string) =>
  `203.0.113.${[...title].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 250, 0) + 1}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LANGUAGES = ['en', 'ms'] as const;

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
  // The guard's visitors carry Check Out on the checked-in rows: the widest Action column.
  { login: 'guard@demo.test', paths: ['/d/visitors'] },
];

/** Signed in as `login`, the interface in `language` (the app's stored choice), at `size`. */
async function open(
  browser: Browser,
  login: string,
  size = PHONE,
  language: (typeof LANGUAGES)[number] = 'en',
): Promise<Page> {
  const page = await signInAs(browser, clientOf(test.info().title), login);
  if (language !== 'en') {
    await page.evaluate((value) => localStorage.setItem('strata.locale', value), language);
    await page.reload();
  }
  await page.setViewportSize(size);
  return page;
}

/** How far the page scrolls sideways (0 when it does not). */
function sideways(page: Page): Promise<number> {
  return page.evaluate(
    () => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth,
  );
}

for (const { login, paths } of LISTS) {
  for (const language of LANGUAGES) {
    test(`as ${login}, in ${language}, every list fits a phone with the first row's actions on screen`, async ({
      browser,
    }) => {
      test.setTimeout(60_000 + paths.length * 15_000);
      const page = await open(browser, login, PHONE, language);
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

    test(`as ${login}, in ${language}, every list shows all its columns and actions at 1280 px`, async ({
      browser,
    }) => {
      test.setTimeout(60_000 + paths.length * 15_000);
      const page = await open(browser, login, DESKTOP, language);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('[data-slot="data-table-row"]').first(), path).toBeVisible();
        expect(await sideways(page), `${path} scrolls sideways`).toBe(0);
        // The table's own scroll box: wider content would clip the last column behind a scrollbar.
        const clipped = await page
          .locator('table')
          .first()
          .evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth);
        expect(clipped, `${path}: the table is wider than its box`).toBeLessThanOrEqual(0);
      }
      await page.context().close();
    });
  }
}

test("a unit's tabs stay on a phone: the strip scrolls inside itself, the page does not", async ({
  browser,
}) => {
  const page = await open(browser, 'manager@demo.test');
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
