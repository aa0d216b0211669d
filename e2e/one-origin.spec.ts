import { expect, test } from '@playwright/test';

test('a new visitor opens the dashboard and sees the server and database answering', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Strata', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/Ready, on PGlite/);
});

test('a deep link into the dashboard is served by the same origin', async ({ page }) => {
  const response = await page.goto('/d/login');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Strata');
});

test('an unknown API path answers a JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'Not found' });
});
