import { expect, test } from '@playwright/test';

test('a new visitor opens the root and lands on the login page from the same origin', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/d\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a deep link into the dashboard is served by the same origin', async ({ page }) => {
  const response = await page.goto('/d/login');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Strata$/);
});

test('an unknown API path answers a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Not found' });
});
