import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

// This spec's client address (see signInAs).
const CLIENT = '198.51.100.81';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });

/**
 * The stylesheet files the page has loaded, in document order. A `<style>` element has no file
 * (Radix's scroll lock adds one while a dialog is open).
 */
const loadedSheets = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      sheet.href ? [new URL(sheet.href).pathname] : [],
    ),
  );

// One stylesheet for every route (ADR 0010: the build no longer splits it): the login route
// loads it with the entry, and the signed-in shell needs no other.
test('the login page loads the stylesheet, and it styles the form', async ({ page }) => {
  await page.goto('/d/login');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeVisible();

  expect(await loadedSheets(page)).toEqual([
    expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/),
  ]);
  await expect(login).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(page.locator('html')).toHaveCSS('font-family', /Inter Variable/);
});

test('a signed-in page loads no other stylesheet, and it styles the shell', async ({ browser }) => {
  const page = await signInAs(browser, CLIENT, 'admin@demo.test');
  await page.goto('/d/dashboard');
  const nav = page.locator('[data-slot="side-nav"]');
  await expect(nav).toBeVisible();

  expect(await loadedSheets(page)).toEqual([
    expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/),
  ]);
  // bg-sidebar and w-sidebar: utilities of the shell, which the login page does not use.
  await expect(nav).toHaveCSS('background-color', 'rgb(15, 23, 42)');
  await expect(nav).toHaveCSS('width', '240px');
  await page.context().close();
});
