import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activitySentence } from './activity-text';
import { activateLocale, i18n, loadSignedInMessages } from './i18n';

const noStorage = null;

// The dashboard's sentences are in the signed-in part of the catalog, as in the app.
beforeAll(async () => {
  await loadSignedInMessages();
});

afterEach(async () => {
  await activateLocale('en', noStorage);
});

describe('activity sentences', () => {
  it('given a check-in naming the visitor, when shown, then it reads as a sentence', () => {
    expect(activitySentence(i18n, 'aminah', 'Visitors check in Arjun Rahman')).toBe(
      'aminah checked in visitor Arjun Rahman',
    );
  });

  it('given an entry naming no record, when shown, then the sentence leaves the record out', () => {
    expect(activitySentence(i18n, 'cashier3', 'Payments verify')).toBe(
      'cashier3 verified a payment',
    );
    expect(activitySentence(i18n, 'admin', 'Session sign in')).toBe('admin signed in');
  });

  it('given the three services of the property, when shown, then each entry reads as a sentence, in Malay too', async () => {
    expect(activitySentence(i18n, 'manager', 'Complains status-complaint Resolved: Leak')).toBe(
      'manager moved a complaint to Resolved: Leak',
    );
    expect(
      activitySentence(i18n, 'owner', 'Facilities book-facility BBQ Pit 2026-12-05 18:00–20:00'),
    ).toBe('owner booked BBQ Pit 2026-12-05 18:00–20:00');
    expect(activitySentence(i18n, 'admin', 'Tenants verify-tenant Lim Wei (A-01-01)')).toBe(
      'admin verified tenant Lim Wei (A-01-01)',
    );
    await activateLocale('ms', noStorage);
    expect(activitySentence(i18n, 'admin', 'Tenants verify-tenant Lim Wei (A-01-01)')).toBe(
      'admin mengesahkan penyewa Lim Wei (A-01-01)',
    );
  });

  it('given an owner assigned to a unit, when shown, then the unit is named apart', () => {
    expect(activitySentence(i18n, 'admin', 'Units assign owner owner A-12-03')).toBe(
      'admin assigned owner owner to A-12-03',
    );
  });

  it('given the longer of two matching kinds, when shown, then the longer one wins', () => {
    expect(activitySentence(i18n, 'admin', 'Owners edit owner siti')).toBe(
      'admin edited owner siti',
    );
    expect(activitySentence(i18n, 'admin', 'Owners edit')).toBe('admin edited an owner');
  });

  it('given an activity the app does not know, when shown, then the server’s text follows the name', () => {
    expect(activitySentence(i18n, 'admin', 'Bookings approve B-1')).toBe(
      'admin: Bookings approve B-1',
    );
  });

  it('given Malay, when a check-in is shown, then the sentence is Malay', async () => {
    await activateLocale('ms', noStorage);
    expect(activitySentence(i18n, 'aminah', 'Visitors check in Arjun Rahman')).toBe(
      'aminah mendaftar masuk pelawat Arjun Rahman',
    );
  });
});
