import { describe, expect, it } from 'vitest';
import { canDownloadReport, isStaffSelectLocked, reportTypesFor } from './index';

describe('reportTypesFor', () => {
  it('given a Cashier, offers the cash reports', () => {
    expect(reportTypesFor({ role: 'Cashier' })).toEqual([
      'closing_account',
      'cash_movement',
      'reprint',
      'void_note',
    ]);
  });

  it('given a CSA, offers trip, boat operator and void note', () => {
    expect(reportTypesFor({ role: 'CSA' })).toEqual(['trip', 'boat_operator', 'void_note']);
  });

  it('given Marketing, offers the marketing reports', () => {
    expect(reportTypesFor({ role: 'Marketing' })).toEqual([
      'marketing',
      'financial',
      'agent',
      'agent_redeemed',
      'customer',
    ]);
  });

  it('given any other role, offers all fourteen in spec order', () => {
    expect(reportTypesFor({ role: 'Supervisor' })).toEqual([
      'trip',
      'marketing',
      'financial',
      'passenger',
      'agent',
      'agent_redeemed',
      'daily_redemption',
      'closing_account',
      'cash_movement',
      'reprint',
      'sales',
      'customer',
      'boat_operator',
      'void_note',
    ]);
    expect(reportTypesFor(null)).toHaveLength(14);
  });
});

describe('isStaffSelectLocked', () => {
  it('given a Cashier or a CSA, locks the staff select', () => {
    expect(isStaffSelectLocked({ role: 'Cashier' })).toBe(true);
    expect(isStaffSelectLocked({ role: 'CSA' })).toBe(true);
  });

  it('given a Supervisor, leaves it free', () => {
    expect(isStaffSelectLocked({ role: 'Supervisor' })).toBe(false);
  });
});

describe('canDownloadReport', () => {
  it('given agent, agent_redeemed or daily_redemption, offers Download', () => {
    expect(canDownloadReport('agent')).toBe(true);
    expect(canDownloadReport('agent_redeemed')).toBe(true);
    expect(canDownloadReport('daily_redemption')).toBe(true);
  });

  it('given trip, offers Get Report only', () => {
    expect(canDownloadReport('trip')).toBe(false);
  });
});
