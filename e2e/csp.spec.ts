import { expect, test } from '@playwright/test';
import { signInAs, watchCsp } from './support/session';

/** This spec's client address (see signInAs). */
const CLIENT = '198.51.100.61';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });

test('the login page runs under the CSP with no violation', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto('/d/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(violations).toEqual([]);
});

/** The screens walked under the app's Content-Security-Policy (ADR 0003). */
const SCREENS = [
  '/d/dashboard',
  '/d/units',
  '/d/owners',
  '/d/admins',
  '/d/visitors',
  '/d/audit',
  '/d/profile',
  '/d/properties',
  '/d/account-statements',
  '/d/payments',
  '/d/support',
];

test('an admin walks the dashboard screens under the CSP with no violation', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signInAs(browser, CLIENT, 'admin@demo.test');
  const violations = await watchCsp(page);
  for (const screen of SCREENS) {
    await page.goto(screen);
    await expect(page.locator('#root')).not.toBeEmpty();
    // The screen's data calls and pictures land after the first paint.
    await page.waitForTimeout(400);
  }
  expect(violations).toEqual([]);
  await page.context().close();
});
