import { expect, test } from '@playwright/test';
import { watchCsp } from './support/session';

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
