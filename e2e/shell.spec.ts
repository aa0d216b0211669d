import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { closeAnnouncements } from './support/session';

/**
 * The shell as people use it, on a phone (390×844) and a desk (1280×800): sign in, the
 * menu, the dashboard, the guard's check-in and logout, with nothing scrolling sideways or lying
 * outside the viewport; and a Malay pass that finds no English from the app's catalog.
 */

const PASSWORD = 'demo1234';
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1280, height: 800 },
] as const;
const ACCOUNTS = ['admin@demo.test', 'guard@demo.test', 'owner@demo.test'] as const;

let client = 0;

/** A browser context of its own, as another client address (the sign-in limit is per address). */
async function openPage(browser: Browser, viewport: { width: number; height: number }) {
  client += 1;
  const context = await browser.newContext({
    viewport,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.16.0.${client}` },
  });
  const page = await context.newPage();
  // The dashboard opens the day's announcement over the shell (spec 000 §9); close it.
  await closeAnnouncements(page);
  return page;
}

/** Everything the page shows lies inside the viewport's width, and the page never scrolls sideways. */
async function expectFits(page: Page, where: string) {
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Inside a box that scrolls or clips by itself (a table's frame), it is reachable there.
      let clipped = false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) break;
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(parent).overflowX)) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      if (box.left < -1 || box.right > width + 1) {
        const slot = element.getAttribute('data-slot') ?? element.className.toString().slice(0, 40);
        found.push(
          `${element.tagName.toLowerCase()} ${slot} at ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      }
    }
    return found.slice(0, 5);
  });
  expect(outside, where).toEqual([]);
}

async function signIn(page: Page, login: string) {
  await page.goto('/d/login');
  await page.getByLabel(/Email or username/).fill(login);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/d\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** The menu: on a phone a drawer behind the header's button, on a desk the rail. */
async function openMenu(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer.getByRole('navigation', { name: 'Main' });
}

/** A visitor of property 1 whose pass is valid today and who has not checked in yet. */
async function visitorDueToday(
  request: APIRequestContext,
): Promise<{ qrcode: string; name: string }> {
  const headers = { 'X-Platform': 'web_app', 'X-Forwarded-For': '10.16.1.1' };
  const login = await request.post('/api/login', {
    headers,
    form: { email_username: 'admin@demo.test', password: PASSWORD, platform: 'web_app' },
  });
  const { token } = (await login.json()) as { token: string };
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  for (let page = 0; page < 10; page += 1) {
    const list = await request.get(`/api/visitors?tab=upcoming&page=${page}`, {
      headers: { ...headers, Authorization: `Bearer ${token}` },
    });
    const { data } = (await list.json()) as {
      data: {
        qrcode: string;
        name: string;
        checked_in_at: string | null;
        start_date: string;
        end_date: string | null;
      }[];
    };
    const due = data.find(
      (visitor) =>
        visitor.checked_in_at === null &&
        visitor.start_date <= today &&
        (visitor.end_date === null || visitor.end_date >= today),
    );
    if (due) return due;
    if (data.length === 0) break;
  }
  throw new Error('The demo data has no visitor due to check in today');
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === 'phone';
  for (const login of ACCOUNTS) {
    test(`${login} at ${viewport.width}×${viewport.height}: sign in, menu, dashboard, check-in and logout fit the screen`, async ({
      browser,
      request,
    }) => {
      const page = await openPage(browser, viewport);
      await page.goto('/d/login');
      await expectFits(page, 'login');
      await signIn(page, login);
      await expectFits(page, 'dashboard');
      // The tab is named after the page.
      await expect(page).toHaveTitle('Dashboard · Strata');

      // The header names the user and their role.
      const account = page
        .locator('[data-slot="shell-header"]')
        .getByRole('button', { name: /.+/ })
        .last();
      await expect(account).toBeVisible();

      // The menu: every entry reachable, Logout on screen without scrolling.
      const nav = await openMenu(page, phone);
      const logout = nav.getByRole('link', { name: 'Logout' });
      await expect(logout).toBeInViewport();
      await expectFits(page, 'menu');
      if (phone) {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      } else {
        // The rail stays put at the bottom of a long page (it used to jump 30 px).
        await page.mouse.wheel(0, 5000);
        await expect.poll(async () => (await nav.boundingBox())?.y).toBe(0);
      }

      // Each tile leads to its screen.
      const tile = page.getByRole('main').getByRole('link', { name: /Total Outstanding/ });
      await expect(tile).toHaveAttribute('href', '/d/account-statements');

      if (login === 'guard@demo.test') {
        // The check-in modal opens over the dashboard, which stays behind it.
        const menu = await openMenu(page, phone);
        await menu.getByRole('link', { name: 'Check In' }).click();
        const dialog = page.getByRole('dialog', { name: 'Check In' });
        await expect(dialog).toBeVisible();
        await expect(page).toHaveURL(/\/d\/dashboard$/);
        await expectFits(page, 'check-in');
        await dialog.getByLabel(/QR Code/).fill('NO-SUCH-PASS');
        await dialog.getByRole('button', { name: 'Check In' }).click();
        await expect(dialog.getByRole('alert')).toBeVisible();
        await expectFits(page, 'check-in refused');

        const visitor = await visitorDueToday(request);
        await dialog.getByLabel(/QR Code/).fill(visitor.qrcode);
        await dialog.getByRole('button', { name: 'Check In' }).click();
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: `Visitor has been checked in: ${visitor.name}` }),
        ).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(page).toHaveURL(/\/d\/dashboard$/);
        await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      }

      // Logout from the header's menu.
      await account.click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const hold = page.getByRole('alertdialog', { name: 'Hold On!' });
      await expectFits(page, 'logout');
      await hold.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/d\/login$/);
      await page.context().close();
    });
  }
}

test('the collapsed sidebar is remembered on reload', async ({ browser }) => {
  const page = await openPage(browser, { width: 1280, height: 800 });
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
    'data-state',
    'collapsed',
  );
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.context().close();
});

test('an unknown path outside /d/ is the app’s to redirect, not the server’s raw Not found', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/d\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

/** English texts of the app's catalog whose Malay differs (names and numbers never match one). */
function englishOnlyTexts(): RegExp[] {
  const read = (locale: string) =>
    readFileSync(path.join('packages/app/src/locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  const pattern = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm;
  for (const match of read('ms').matchAll(pattern)) entries.set(match[1]!, match[2]!);
  const texts: RegExp[] = [];
  for (const [english, malay] of entries) {
    if (!english || english === malay) continue;
    const literal = english.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '');
    // Texts that are mostly a value ('{count} pending') say too little to tell a language by.
    if (literal.length < 4) continue;
    const source = english
      .replace(/\\"/g, '"')
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    texts.push(new RegExp(`^${source}$`));
  }
  return texts;
}

/** The page's texts that are one of the catalog's English texts. */
async function englishOn(page: Page, texts: RegExp[]): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label],[title],[placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    return found;
  });
  return [...new Set(shown.filter((text) => texts.some((english) => english.test(text))))];
}

test('in Malay, the screens a guard, an admin and an owner visit show no English', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const texts = englishOnlyTexts();
  expect(texts.length).toBeGreaterThan(100);
  const found: Record<string, string[]> = {};
  const look = async (page: Page, where: string) => {
    // The screen has loaded: nothing is still loading.
    await expect(page.getByRole('status').filter({ hasText: /Memuatkan/ })).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const english = await englishOn(page, texts);
    if (english.length > 0) found[where] = english;
  };

  for (const [login, screens] of [
    ['admin@demo.test', ['/d/unit', '/d/owners', '/d/profile']],
    ['guard@demo.test', []],
    ['owner@demo.test', ['/d/property-unit']],
  ] as const) {
    const page = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/d/login');
    // The login page's own language switch.
    await page.getByRole('button', { name: 'Bahasa Melayu' }).click();
    await expect(page.getByRole('heading', { name: 'Log masuk' })).toBeVisible();
    await look(page, `${login} login`);

    // The server answers in Malay too.
    await page.getByLabel(/E-mel atau nama pengguna/).fill(login);
    await page.getByLabel(/^Kata laluan/).fill('wrong-password');
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page.getByText('E-mel/nama pengguna atau kata laluan tidak betul')).toBeVisible();

    await page.getByLabel(/^Kata laluan/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page).toHaveURL(/\/d\/dashboard$/);
    await look(page, `${login} dashboard`);
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await look(page, `${login} menu`);
    await page.keyboard.press('Escape');

    if (login === 'guard@demo.test') {
      await page.goto('/d/check-in');
      const dialog = page.getByRole('dialog', { name: 'Daftar Masuk' });
      await dialog.getByLabel(/Kod QR/).fill('NO-SUCH-PASS');
      await dialog.getByRole('button', { name: 'Daftar Masuk' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await look(page, `${login} check-in`);
    }
    for (const screen of screens) {
      await page.goto(screen);
      await look(page, `${login} ${screen}`);
    }
    await page.context().close();
  }
  expect(found).toEqual({});
});
