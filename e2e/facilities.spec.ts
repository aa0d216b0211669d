import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { searchFor, signInAs } from './support/session';

/** This spec's client address (see signInAs). */
const CLIENT = '198.51.100.113';

// A client of its own (TRUST_PROXY in playwright.config.ts), so these sign-ins do not count
// against the other specs' address and its 10 a minute.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT } });
test.describe.configure({ mode: 'serial' });

const NAME = `E2E Facility ${Date.now().toString(36).slice(-5)}`;

/** A facility's picture: the PNG the stories show (a real, whole PNG the server accepts). */
const PICTURE = readFileSync(
  new URL(
    '../packages/app/src/testing/storage/facilities/0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b.png',
    import.meta.url,
  ),
);

let admin: Page;
let owner: Page;
let otherOwner: Page;

test.beforeAll(async ({ browser }) => {
  admin = await signInAs(browser, CLIENT, 'admin@demo.test');
  owner = await signInAs(browser, CLIENT, 'owner@demo.test');
  // The first owner of another unit of property 1 in the demo data.
  otherOwner = await signInAs(browser, CLIENT, 'owner3@demo.test');
});

test.afterAll(async () => {
  await Promise.all([admin, owner, otherOwner].map((page) => page?.context().close()));
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day 'yyyy-mm-dd' in Malaysia (UTC+8), `days` from today. */
function malaysianDay(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * DAY_MS).toISOString().slice(0, 10);
}

/** 'Sat 7 Nov', as the week view names a day. */
function dayLabel(day: string): string {
  const parts = new Intl.DateTimeFormat('en-MY', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/**
 * The first Saturday at least two days away (so its 18:00 slot is more than 24 hours off, and a
 * cancellation returns the fee, whatever the hour of the run: on a Friday evening in Malaysia the
 * next day's slot is less than a day away), and whether it is in next week's view.
 */
function nextSaturday(): { day: string; nextWeek: boolean } {
  const today = malaysianDay(0);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const soonest = (6 - weekday + 7) % 7;
  const ahead = soonest < 2 ? soonest + 7 : soonest;
  // The week view runs Monday to Sunday: from Friday to Sunday that Saturday is in next week's.
  return { day: malaysianDay(ahead), nextWeek: weekday === 0 || weekday >= 5 };
}

const SATURDAY = nextSaturday();
const SLOT = `${dayLabel(SATURDAY.day)} 18:00`;
const DESCRIPTION = `BBQ Pit, ${SATURDAY.day} 18:00-20:00`;

/** Opens the BBQ pit's week on `page`, on the week of next Saturday. */
async function openBbqWeek(page: Page) {
  await page.goto('/d/facilities');
  await page
    .getByRole('table', { name: 'Facilities' })
    .getByRole('link', { name: 'BBQ Pit' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'BBQ Pit' })).toBeVisible();
  const week = page.getByRole('table', { name: 'Slots of BBQ Pit' });
  await expect(week).toBeVisible();
  if (SATURDAY.nextWeek) await page.getByRole('button', { name: 'Next week' }).click();
  return week;
}

test('the demo admin opens Facilities from the menu and adds one', async () => {
  await admin.getByRole('navigation').getByRole('link', { name: 'Facilities' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Facilities' })).toBeVisible();
  await admin.getByRole('link', { name: 'Add' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Add Facility' })).toBeVisible();
  await admin.getByLabel(/^Name/).fill(NAME);
  await admin.getByLabel(/^Capacity/).fill('12');
  await admin
    .getByRole('form', { name: 'Facility' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pavilion.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(admin.getByRole('button', { name: 'Remove picture' })).toBeVisible();
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Facility has been added')).toBeVisible();
  await expect(admin).toHaveURL(/\/d\/facilities$/);
  await expect(
    admin.getByRole('table', { name: 'Facilities' }).getByRole('link', { name: NAME, exact: true }),
  ).toBeVisible();
});

test('the admin finds it, opens it and changes it; the list shows the change', async () => {
  await searchFor(admin, NAME);
  await admin
    .getByRole('table', { name: 'Facilities' })
    .getByRole('link', { name: NAME, exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await admin.getByRole('button', { name: 'Edit' }).click();
  await admin.getByLabel(/^Name/).fill(`${NAME} changed`);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Changes has been saved')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: `${NAME} changed` })).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('heading', { level: 1, name: `${NAME} changed` })).toBeVisible();
});

test("the owner's booking view shows the facility's picture", async () => {
  await owner.goto('/d/facilities');
  await searchFor(owner, NAME);
  await owner
    .getByRole('table', { name: 'Facilities' })
    .getByRole('link', { name: `${NAME} changed`, exact: true })
    .click();
  const picture = owner.getByRole('img', { name: `${NAME} changed`, exact: true });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(480);
  await expect(owner.getByRole('table', { name: `Slots of ${NAME} changed` })).toBeVisible();
});

test('the admin deletes it behind Hold On, and the list no longer has it', async () => {
  await admin.getByRole('button', { name: 'Delete' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Hold On' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Facility has been removed')).toBeVisible();
  await expect(admin).toHaveURL(/\/d\/facilities$/);
  await searchFor(admin, NAME);
  await expect(admin.getByRole('table', { name: 'Facilities' }).getByText('No Data')).toBeVisible();
});

test('the demo owner books the BBQ pit for next Saturday 18:00 and sees the fee on the statement', async () => {
  const week = await openBbqWeek(owner);
  await week.getByRole('button', { name: `Book ${SLOT}` }).click();
  const dialog = owner.getByRole('dialog', { name: 'Book BBQ Pit' });
  await expect(dialog).toContainText('Fee: RM 50.00');
  await expect(dialog).toContainText('a later cancellation keeps the fee');
  await dialog.getByRole('button', { name: 'Book' }).click();
  await expect(owner.getByText('Facility has been booked')).toBeVisible();
  await expect(week.getByRole('button', { name: `Your booking ${SLOT}: cancel` })).toBeVisible();

  await owner.goto('/d/account-statements');
  await searchFor(owner, 'BBQ Pit');
  const statement = owner.getByRole('table', { name: 'Account Statement' });
  await expect(
    statement.getByRole('row').filter({ hasText: `Facility booking: ${DESCRIPTION}` }),
  ).toContainText('50.00');
});

test('a second owner cannot take that slot: the server refuses it', async () => {
  const week = await openBbqWeek(otherOwner);
  await expect(week.getByRole('img', { name: `${SLOT}: taken` })).toBeVisible();
  // Booked through the API as two owners racing would: the database refuses the second.
  const token = await otherOwner.evaluate(() => localStorage.getItem('strata.token') ?? '');
  const facilities = await otherOwner.request.get('/api/facilities?search=BBQ', {
    headers: { authorization: `Bearer ${token}` },
  });
  const bbq = ((await facilities.json()) as { data: { id: number }[] }).data[0]!;
  const refused = await otherOwner.request.post('/api/facilities/book', {
    headers: { authorization: `Bearer ${token}` },
    data: { facility_id: bbq.id, date: SATURDAY.day, time: '18:00' },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toBe(
    'This slot has just been taken. Please choose another slot.',
  );
});

test('the owner cancels it days ahead and the fee comes back as a credit', async () => {
  const week = await openBbqWeek(owner);
  await week.getByRole('button', { name: `Your booking ${SLOT}: cancel` }).click();
  const dialog = owner.getByRole('alertdialog', { name: 'Hold On' });
  await expect(dialog).toContainText('is returned to your unit');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(owner.getByText('Booking has been cancelled')).toBeVisible();
  await expect(week.getByRole('button', { name: `Book ${SLOT}` })).toBeVisible();

  await owner.goto('/d/account-statements');
  await searchFor(owner, 'BBQ Pit');
  const statement = owner.getByRole('table', { name: 'Account Statement' });
  await expect(
    statement
      .getByRole('row')
      .filter({ hasText: `Facility booking cancelled (fee returned): ${DESCRIPTION}` }),
  ).toContainText('50.00');
});

test('the admin approves a pending Function Hall booking', async () => {
  await admin.goto('/d/facilities?tab=bookings');
  await admin.getByRole('combobox', { name: 'Status' }).selectOption('Pending');
  const bookings = admin.getByRole('table', { name: 'Bookings' });
  const approve = bookings.getByRole('button', { name: /^Approve Function Hall/ }).first();
  await approve.click();
  const dialog = admin.getByRole('alertdialog', { name: 'Approve booking' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Booking has been approved')).toBeVisible();
});

test('on a property without Facilities the page says the service is not available', async ({
  browser,
}) => {
  const admin2 = await signInAs(browser, CLIENT, 'admin2@demo.test');
  await admin2.goto('/d/facilities');
  await expect(
    admin2.getByText(
      'Facilities Service is not available. Please ask your property management to enable this service.',
    ),
  ).toBeVisible();
  await admin2.context().close();
});
