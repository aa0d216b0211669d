import { expect, test, type Locator, type Page } from '@playwright/test';
import { machineFontsDrawn } from '../../../.storybook/drawn-fonts';
import { listUnits, searchUnits } from '../src/list-units';

/**
 * A product that installed @strata/ui and @strata/domain from their tarballs with npm, imports
 * `@strata/ui/styles.css` and has no Tailwind of its own (ADR 0012). What a person sees: the
 * components in Strata's theme and font; what the code gets: a signed-in client listing units.
 */

const css = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The example's page with its fonts loaded and its table drawn. */
async function open(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('table', { name: 'Units' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

test.describe('@strata/ui/styles.css without Tailwind', () => {
  test('given the units page, the components are drawn in the theme and in Inter', async ({
    page,
  }) => {
    await open(page);
    const owned = page.getByText('Owned', { exact: true }).first();
    expect(await css(owned, 'background-color')).toBe('rgb(21, 128, 61)'); // --color-success
    expect(parseFloat(await css(owned, 'border-top-left-radius'))).toBeGreaterThan(0);

    const view = page.getByRole('button', { name: 'View A-01' });
    expect(parseFloat(await css(view, 'border-top-width'))).toBe(1);
    expect(parseFloat(await css(view, 'border-top-left-radius'))).toBeGreaterThan(0);

    // Inter from the package's own files, and no text in a font of this machine.
    expect(await css(page.locator('body'), 'font-family')).toMatch(/^"Inter Variable"/);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    );
    expect(loaded).toContain('Inter Variable');
    expect(await machineFontsDrawn(page)).toEqual([]);

    await expect(page).toHaveScreenshot('units-page.png', { fullPage: true });
  });

  test('given a row’s button, the modal opens opaque over the page with a filled primary button', async ({
    page,
  }) => {
    await open(page);
    await page.getByRole('button', { name: 'View A-01' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unit A-01' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Owned by Owner 1');

    expect(await css(dialog, 'background-color')).toBe('rgb(255, 255, 255)'); // --color-card
    expect(await css(dialog, 'position')).toBe('fixed');
    expect(await css(dialog, 'box-shadow')).not.toBe('none');
    const done = dialog.getByRole('button', { name: 'Done' });
    expect(await css(done, 'background-color')).toBe('rgb(15, 118, 110)'); // --color-primary
    expect(await css(done, 'color')).toBe('rgb(255, 255, 255)');
    expect(parseFloat(await css(done, 'border-top-left-radius'))).toBeGreaterThan(0);
    expect(await machineFontsDrawn(page)).toEqual([]);

    await expect(page).toHaveScreenshot('unit-modal.png');

    await done.click();
    await expect(dialog).toBeHidden();
  });

  test('given a product’s own brand colour on :root, the components take it', async ({ page }) => {
    await open(page);
    await page.addStyleTag({ content: ':root { --color-primary: #7c3aed; --radius-md: 0px; }' });
    await page.getByRole('button', { name: 'View A-01' }).click();
    const done = page.getByRole('dialog').getByRole('button', { name: 'Done' });
    expect(await css(done, 'background-color')).toBe('rgb(124, 58, 237)');
    expect(await css(done, 'border-top-left-radius')).toBe('0px');
  });

  test('given the Malay labels provider, the paginator speaks Malay and pages', async ({
    page,
  }) => {
    await open(page, '/?lang=ms');
    const pages = page.getByRole('navigation', { name: 'Units pages' });
    await expect(pages).toContainText('Memaparkan 1–5 daripada 12');
    await pages.getByRole('button', { name: 'Halaman seterusnya' }).click();
    await expect(pages).toContainText('Memaparkan 6–10 daripada 12');
    await expect(page.getByRole('table', { name: 'Units' })).toContainText('A-06');
  });
});

test.describe('@strata/domain against a Strata server', () => {
  const server = process.env.STRATA_SERVER_URL!;

  test('given the demo admin, the client signs in and lists units, and finds one by its number', async () => {
    const { token, units } = await listUnits(server, 'admin@demo.test', 'demo1234');
    expect(units.total).toBeGreaterThan(0);
    const first = units.data[0]!;
    expect(first.unit_no).toMatch(/\S/);

    const found = await searchUnits(server, token, first.unit_no);
    expect(found.data.map((unit) => unit.unit_no)).toContain(first.unit_no);
  });

  test('given a wrong password, the sign-in fails as a typed failure the example reports', async () => {
    await expect(listUnits(server, 'admin@demo.test', 'not-the-password')).rejects.toThrow(
      /^sign-in failed: \S/,
    );
  });
});
