import { expect, type Browser, type Page } from '@playwright/test';

/**
 * Closes the day's announcement whenever it opens over a screen of `page` (spec 000 §9). The
 * announcement can close or open again under the click (the dashboard re-rendering as the
 * session refreshes): each try lasts 5 s and lets the test go on; a dialog still open is met
 * again, and the handler runs again.
 */
export async function closeAnnouncements(page: Page): Promise<void> {
  // Exactly 'Ok' (or 'OK'): a role name matches as a substring otherwise, and a dialog's 'Book'
  // holds it.
  const ok = { name: /^(Ok|OK)$/ };
  const announcement = page.getByRole('dialog').filter({ has: page.getByRole('button', ok) });
  await page.addLocatorHandler(announcement, async () => {
    await announcement
      .getByRole('button', ok)
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  });
}

/**
 * Signs `login` in from a browser context of its own, as the client at `address` (each spec
 * stands for another client, so the suite stays within the server's sign-ins a minute per
 * address), and answers the page on the dashboard. The announcement of the day is closed
 * whenever it opens over a screen.
 */
export async function signInAs(
  browser: Browser,
  address: string,
  login: string,
  password = 'demo1234',
): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  await closeAnnouncements(page);
  await page.goto('/d/login');
  await page.getByLabel(/Email or username/).fill(login);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/d\/dashboard$/);
  return page;
}

/** Opens the list's search box if it is closed, types `text` and presses Enter. */
export async function searchFor(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox');
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Search' }).click();
  await box.fill(text);
  await box.press('Enter');
}

/**
 * Collects the Content-Security-Policy violations `page` reports from now on (ADR 0003): the
 * `securitypolicyviolation` events of every document it loads, and Chromium's console errors
 * about the policy. Answers the live list; a spec expects it empty.
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}
