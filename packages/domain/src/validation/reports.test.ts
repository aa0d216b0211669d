import { describe, expect, it } from 'vitest';
import {
  missingReportFilter,
  reportFilterErrors,
  reportHasFilter,
  reportQuery,
  reportSubmitEnabled,
} from './index';

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
    const departure_date = { start: '2026-11-02', end: '2026-11-03' };
    for (const type of ['daily_redemption', 'agent_redeemed'] as const) {
      expect(reportSubmitEnabled({ type, departure_date })).toBe(false);
      expect(reportSubmitEnabled({ type, departure_date, departure_date_enabled: true })).toBe(
        true,
      );
    }
  });

  it('given daily_redemption switched on without a departure start, disables it', () => {
    expect(
      reportSubmitEnabled({
        type: 'daily_redemption',
        departure_date_enabled: true,
        departure_date: { start: '', end: '' },
      }),
    ).toBe(false);
  });

  it('given a purchased range with one end only, disables it', () => {
    expect(
      reportSubmitEnabled({ type: 'sales', purchased_date: { start: '2026-11-01', end: '' } }),
    ).toBe(false);
    expect(reportSubmitEnabled({ type: 'sales', purchased_date: { start: '', end: '' } })).toBe(
      true,
    );
  });

  it('given a purchased range that ends before it starts, disables it', () => {
    expect(
      reportSubmitEnabled({
        type: 'sales',
        purchased_date: { start: '2026-11-20', end: '2026-11-02' },
      }),
    ).toBe(false);
  });

  it('given a purchased range across two months, disables it (the rule has a message too)', () => {
    const purchased_date = { start: '2026-10-25', end: '2026-11-02' };
    expect(reportSubmitEnabled({ type: 'financial', purchased_date })).toBe(false);
    expect(reportSubmitEnabled({ type: 'marketing', purchased_date })).toBe(true);
  });

  it('given a departure range across two months while switched on, disables it', () => {
    const departure_date = { start: '2026-10-31', end: '2026-11-01' };
    expect(
      reportSubmitEnabled({ type: 'passenger', departure_date, departure_date_enabled: true }),
    ).toBe(false);
    expect(reportSubmitEnabled({ type: 'passenger', departure_date })).toBe(true);
  });

  it('given boat_operator, needs a month', () => {
    expect(reportSubmitEnabled({ type: 'boat_operator', month: '' })).toBe(false);
    expect(reportSubmitEnabled({ type: 'boat_operator', month: '2026-11' })).toBe(true);
  });
});

describe('reportFilterErrors', () => {
  it('given a received query, counts every range sent, even one the page would not show', () => {
    const departure_date = { start: '2026-10-20', end: '2026-11-02' };
    expect(reportFilterErrors({ type: 'marketing', departure_date })).toEqual({});
    expect(reportFilterErrors({ type: 'marketing', departure_date }, 'query')).toEqual({
      departure_date: 'departureSameMonth',
    });
  });

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

  it('given a departure range across two months while switched on, refuses it', () => {
    expect(
      reportFilterErrors({
        type: 'agent_redeemed',
        departure_date_enabled: true,
        departure_date: { start: '2026-10-31', end: '2026-11-01' },
      }),
    ).toEqual({ departure_date: 'departureSameMonth' });
  });

  it('given a departure range switched off, does not judge it', () => {
    expect(
      reportFilterErrors({
        type: 'agent_redeemed',
        departure_date: { start: '2026-10-31', end: '2026-11-01' },
      }),
    ).toEqual({});
  });

  it('given a range of a filter the type does not show, does not judge it', () => {
    expect(
      reportFilterErrors({
        type: 'boat_operator',
        month: '2026-11',
        purchased_date: { start: '2026-10-25', end: '2026-11-02' },
        departure_date_enabled: true,
        departure_date: { start: '2026-10-31', end: '2026-11-01' },
      }),
    ).toEqual({});
  });

  it('given ranges within one month, passes', () => {
    expect(
      reportFilterErrors({
        type: 'passenger',
        purchased_date: { start: '2026-11-01', end: '2026-11-30' },
        departure_date_enabled: true,
        departure_date: { start: '2026-11-02', end: '2026-11-02' },
      }),
    ).toEqual({});
  });
});

describe('reportHasFilter', () => {
  it('given boat_operator, shows a month and no date ranges', () => {
    expect(reportHasFilter('boat_operator', 'month')).toBe(true);
    expect(reportHasFilter('boat_operator', 'purchased_date')).toBe(false);
  });

  it('given no type, shows nothing', () => {
    expect(reportHasFilter(null, 'staff_id')).toBe(false);
  });
});

describe('reportQuery', () => {
  it('given closing_account, sends only its filters with the range as a pair', () => {
    expect(
      reportQuery({
        type: 'closing_account',
        purchased_date: { start: '2026-11-01', end: '2026-11-02' },
        staff_id: 7,
        counter: 'all',
        shift: '2',
        jetty_id: '3',
        platform: 'kiosk',
        month: '2026-11',
      }),
    ).toEqual({
      purchased_date: ['2026-11-01', '2026-11-02'],
      staff_id: '7',
      counter: 'all',
      shift: '2',
      jetty_id: '3',
    });
  });

  it('given blank filters and an empty range, leaves them out', () => {
    expect(
      reportQuery({
        type: 'sales',
        purchased_date: { start: '', end: '' },
        package_id: '',
        addon_id: null,
        status: 'paid',
      }),
    ).toEqual({ status: 'paid' });
  });

  it('given the departure switch off, leaves the departure range out', () => {
    const departure_date = { start: '2026-11-02', end: '2026-11-03' };
    expect(reportQuery({ type: 'passenger', departure_date })).toEqual({});
    expect(
      reportQuery({ type: 'passenger', departure_date, departure_date_enabled: true }),
    ).toEqual({ departure_date: ['2026-11-02', '2026-11-03'] });
  });

  it('given a company without its group type, leaves the company out', () => {
    expect(reportQuery({ type: 'agent', group_type_value: '4' })).toEqual({});
    expect(reportQuery({ type: 'agent', group_type: 'Hotel', group_type_value: '4' })).toEqual({
      group_type: 'Hotel',
      group_type_value: '4',
    });
  });

  it('given no type, sends nothing', () => {
    expect(reportQuery({ type: null, staff_id: 3 })).toEqual({});
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
