import { describe, expect, it } from 'vitest';
import { missingReportFilter, reportFilterErrors, reportSubmitEnabled } from './index';

describe('reportSubmitEnabled', () => {
  it('given no type, disables Get Report', () => {
    expect(reportSubmitEnabled({ type: null })).toBe(false);
  });

  it('given a type with nothing else required, enables it', () => {
    expect(reportSubmitEnabled({ type: 'financial' })).toBe(true);
  });

  it('given a staff-bound type without a staff, disables it', () => {
    for (const type of ['cash_movement', 'reprint', 'void_note'] as const) {
      expect(reportSubmitEnabled({ type })).toBe(false);
      expect(reportSubmitEnabled({ type, staff_id: 5 })).toBe(true);
    }
  });

  it('given trip, needs a staff and a trip type', () => {
    expect(reportSubmitEnabled({ type: 'trip', staff_id: 5 })).toBe(false);
    expect(reportSubmitEnabled({ type: 'trip', trip_type: 'Daily' })).toBe(false);
    expect(reportSubmitEnabled({ type: 'trip', staff_id: 5, trip_type: 'Daily' })).toBe(true);
  });

  it('given closing_account, needs a staff and a jetty', () => {
    expect(reportSubmitEnabled({ type: 'closing_account', staff_id: 5 })).toBe(false);
    expect(reportSubmitEnabled({ type: 'closing_account', staff_id: 5, jetty_id: 2 })).toBe(true);
  });

  it('given daily_redemption or agent_redeemed, needs the departure date switched on', () => {
    for (const type of ['daily_redemption', 'agent_redeemed'] as const) {
      expect(reportSubmitEnabled({ type })).toBe(false);
      expect(reportSubmitEnabled({ type, departure_date_enabled: true })).toBe(true);
    }
  });

  it('given boat_operator, needs a month', () => {
    expect(reportSubmitEnabled({ type: 'boat_operator', month: '' })).toBe(false);
    expect(reportSubmitEnabled({ type: 'boat_operator', month: '2026-11' })).toBe(true);
  });
});

describe('reportFilterErrors', () => {
  it('given closing_account without a jetty, asks to select a jetty', () => {
    expect(reportFilterErrors({ type: 'closing_account', staff_id: 5 })).toEqual({
      jetty_id: 'jettyRequired',
    });
  });

  it('given a purchased range across two months, refuses it', () => {
    expect(
      reportFilterErrors({
        type: 'financial',
        purchased_date: { start: '2026-10-25', end: '2026-11-02' },
      }),
    ).toEqual({ purchased_date: 'purchasedSameMonth' });
  });

  it('given a purchased range across the same month of different years, refuses it', () => {
    expect(
      reportFilterErrors({
        type: 'sales',
        purchased_date: { start: '2025-11-01', end: '2026-11-02' },
      }).purchased_date,
    ).toBe('purchasedSameMonth');
  });

  it('given the marketing report, lets the purchased range span months', () => {
    expect(
      reportFilterErrors({
        type: 'marketing',
        purchased_date: { start: '2026-01-01', end: '2026-11-02' },
      }),
    ).toEqual({});
  });

  it('given a departure range across two months, refuses it even for marketing', () => {
    expect(
      reportFilterErrors({
        type: 'marketing',
        departure_date: { start: '2026-10-31', end: '2026-11-01' },
      }),
    ).toEqual({ departure_date: 'departureSameMonth' });
  });

  it('given ranges within one month, passes', () => {
    expect(
      reportFilterErrors({
        type: 'passenger',
        purchased_date: { start: '2026-11-01', end: '2026-11-30' },
        departure_date: { start: '2026-11-02', end: '2026-11-02' },
      }),
    ).toEqual({});
  });
});

describe('missingReportFilter', () => {
  it('names the first filter a type lacks, in the order the form asks for them', () => {
    expect(missingReportFilter({ type: 'trip' })).toBe('staff_id');
    expect(missingReportFilter({ type: 'trip', staff_id: 5 })).toBe('trip_type');
    expect(missingReportFilter({ type: 'closing_account', staff_id: 5 })).toBe('jetty_id');
    expect(missingReportFilter({ type: 'agent_redeemed' })).toBe('departure_date');
    expect(missingReportFilter({ type: 'boat_operator' })).toBe('month');
  });

  it('given everything a type needs, names nothing', () => {
    expect(missingReportFilter({ type: 'marketing' })).toBeNull();
    expect(missingReportFilter({ type: 'boat_operator', month: '2026-11' })).toBeNull();
    expect(
      missingReportFilter({ type: 'daily_redemption', departure_date_enabled: true }),
    ).toBeNull();
  });
});
