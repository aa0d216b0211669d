import { describe, expect, it } from 'vitest';
import {
  addDays,
  canAddPayment,
  canDeleteUser,
  canEditUnit,
  canIssueInvoice,
  canManageAnnouncements,
  canManagePropertyStatus,
  canResolveSupport,
  canReviewPayment,
  canUseProviderTools,
  hasFreeOwnerSlot,
  reRegisterVisitor,
  showsVisitorUnitColumn,
  unitActions,
  userListActions,
  userRowActions,
  visitorActions,
} from './index';

const grant = (...names: string[]) => names.map((name) => ({ name, active: true }));
const me = { id: 2, role: 'Admin', policies: grant('Admins.Update', 'Owners.Create') };

describe('userListActions', () => {
  it('given Create on Owners under Users, offers import and add but not assign', () => {
    expect(userListActions(me, { type: 'owners' })).toEqual({
      importExcel: true,
      assignOwner: false,
      addNew: true,
    });
  });

  it('given Create on Owners under a unit, offers assign and add but not import', () => {
    expect(userListActions(me, { type: 'owners', underUnit: true })).toEqual({
      importExcel: false,
      assignOwner: true,
      addNew: true,
    });
  });

  it('given no Create on Admins, offers none of the buttons', () => {
    expect(userListActions(me, { type: 'admins' })).toEqual({
      importExcel: false,
      assignOwner: false,
      addNew: false,
    });
  });
});

describe('userRowActions and canDeleteUser', () => {
  it('given another admin, the admin may delete them', () => {
    expect(canDeleteUser(me, { id: 5 }, { type: 'admins' })).toBe(true);
  });

  it('given the admin themself, delete is not offered', () => {
    expect(canDeleteUser(me, { id: 2 }, { type: 'admins' })).toBe(false);
  });

  it('given an owner under Users, delete is offered and unassign is not', () => {
    expect(userRowActions(me, { id: 9 }, { type: 'owners' })).toEqual({
      viewEdit: false,
      delete: true,
      unassign: false,
    });
  });

  it('given an owner under a unit, unassign replaces delete', () => {
    expect(userRowActions(me, { id: 9 }, { type: 'owners', underUnit: true })).toEqual({
      viewEdit: false,
      delete: false,
      unassign: true,
    });
  });

  it('given Update on the module, view/edit is offered', () => {
    expect(userRowActions(me, { id: 5 }, { type: 'admins' }).viewEdit).toBe(true);
  });

  it('given no signed-in user, an admin row offers no delete', () => {
    expect(canDeleteUser(null, { id: 5 }, { type: 'admins' })).toBe(false);
  });
});

describe('hasFreeOwnerSlot', () => {
  it('given a unit with fewer than three owners, another may be assigned', () => {
    expect(hasFreeOwnerSlot({ user_id: 1, user_id_2: null })).toBe(true);
    expect(hasFreeOwnerSlot({ user_id: 1, user_id_2: 2 })).toBe(true);
    expect(hasFreeOwnerSlot({})).toBe(true);
  });

  it('given three owners, no slot is free', () => {
    expect(hasFreeOwnerSlot({ user_id: 1, user_id_2: 2, user_id_3: 3 })).toBe(false);
  });
});

describe('unitActions', () => {
  it('given an admin with Create on Units, offers upload, add, edit and tabs', () => {
    expect(unitActions({ role: 'Admin', policies: grant('Units.Create') })).toEqual({
      upload: true,
      add: true,
      edit: true,
      tabs: true,
    });
  });

  it('given an Accountant with Create on Units, offers add but not upload', () => {
    const accountant = { role: 'Accountant', policies: grant('Units.Create') };
    expect(unitActions(accountant).upload).toBe(false);
    expect(unitActions(accountant).add).toBe(true);
  });

  it('given an owner, hides edit and tabs', () => {
    expect(unitActions({ role: 'Owner' })).toEqual({
      upload: false,
      add: false,
      edit: false,
      tabs: false,
    });
    expect(canEditUnit({ role: 'Owner' })).toBe(false);
    expect(canEditUnit({ role: 'Admin' })).toBe(true);
  });
});

describe('visitorActions', () => {
  const admin = { role: 'Admin' };

  it('given an admin and a visitor not checked in, offers Check In only', () => {
    expect(visitorActions(admin, { checked_in_at: null })).toEqual({
      checkIn: true,
      checkOut: false,
      reRegister: false,
    });
  });

  it('given an admin and a checked-in visitor, offers Check Out', () => {
    expect(visitorActions(admin, { checked_in_at: '2026-11-02 09:00:00' })).toEqual({
      checkIn: false,
      checkOut: true,
      reRegister: false,
    });
  });

  it('given a visitor already checked out, offers neither', () => {
    const visitor = { checked_in_at: '2026-11-02 09:00', checked_out_at: '2026-11-02 11:00' };
    expect(visitorActions({ isSuperUser: true }, visitor)).toEqual({
      checkIn: false,
      checkOut: false,
      reRegister: false,
    });
  });

  it('given a guard and a checked-in visitor, offers Check Out', () => {
    const visitor = { checked_in_at: '2026-11-02 09:00:00' };
    expect(visitorActions({ role: 'Security Guard', isGuard: true }, visitor).checkOut).toBe(true);
    const viaPolicy = { role: 'Accountant', policies: grant('Visitors.Update') };
    expect(visitorActions(viaPolicy, visitor).checkOut).toBe(true);
    expect(
      visitorActions({ role: 'Accountant', policies: grant('Visitors.View') }, visitor),
    ).toEqual({
      checkIn: false,
      checkOut: false,
      reRegister: false,
    });
  });

  it('given an owner, offers Re-Register and never check in or out', () => {
    expect(visitorActions({ role: 'Owner' }, {})).toEqual({
      checkIn: false,
      checkOut: false,
      reRegister: true,
    });
  });
});

describe('reRegisterVisitor', () => {
  const visitor = { name: 'Aminah', contact: '0123456789', vehicle_no: 'WXY 1234', type: 'Visit' };

  it("given a day visit, starts today's registration with no end date", () => {
    expect(reRegisterVisitor(visitor, '2026-11-02')).toEqual({
      ...visitor,
      start_date: '2026-11-02',
      end_date: null,
    });
  });

  it('given an Over Night visit, ends tomorrow', () => {
    const draft = reRegisterVisitor({ ...visitor, type: 'Over Night' }, '2026-12-31');
    expect(draft.start_date).toBe('2026-12-31');
    expect(draft.end_date).toBe('2027-01-01');
  });
});

describe('addDays', () => {
  it('given the end of February in a leap year, rolls to the 29th', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('given a datetime, uses its date part', () => {
    expect(addDays('2026-11-02T23:30', 1)).toBe('2026-11-03');
  });
});

describe('screen-level permissions', () => {
  it('given no visitor unit column for owners, shows it to staff', () => {
    expect(showsVisitorUnitColumn({ role: 'Owner' })).toBe(false);
    expect(showsVisitorUnitColumn({ role: 'Admin' })).toBe(true);
  });

  it("given Create on 'Account Statement', offers Issue Invoice", () => {
    expect(canIssueInvoice({ policies: grant('Account Statement.Create') })).toBe(true);
    expect(canIssueInvoice({ policies: grant('Account Statement.View') })).toBe(false);
  });

  it('given a non-owner and a Pending payment, allows verify or reject', () => {
    expect(canReviewPayment({ role: 'Admin' }, { status: 'Pending' })).toBe(true);
  });

  it('given a Verified payment, an owner, or nobody, allows no review', () => {
    expect(canReviewPayment({ role: 'Admin' }, { status: 'Verified' })).toBe(false);
    expect(canReviewPayment({ role: 'Owner' }, { status: 'Pending' })).toBe(false);
    expect(canReviewPayment(null, { status: 'Pending' })).toBe(false);
  });

  it('given an owner or a unit, offers Add Payment', () => {
    expect(canAddPayment({ role: 'Owner' }, null)).toBe(true);
    expect(canAddPayment({ role: 'Admin' }, 12)).toBe(true);
    expect(canAddPayment({ role: 'Admin' }, undefined)).toBe(false);
  });

  it('given admins and super users, allows announcements; owners not', () => {
    expect(canManageAnnouncements({ role: 'Manager' })).toBe(true);
    expect(canManageAnnouncements({ isSuperUser: true })).toBe(true);
    expect(canManageAnnouncements({ role: 'Owner' })).toBe(false);
  });

  it('given a super user and a Pending report, allows Mark as Resolve', () => {
    expect(canResolveSupport({ isSuperUser: true }, { status: 'Pending' })).toBe(true);
    expect(canResolveSupport({ isSuperUser: true }, { status: 'Resolved' })).toBe(false);
    expect(canResolveSupport({ role: 'Admin' }, { status: 'Pending' })).toBe(false);
  });

  it('given provider staff, allows Clear Log and chats; a plain admin not', () => {
    expect(canUseProviderTools({ isSkaloot: true })).toBe(true);
    expect(canUseProviderTools({ role: 'Admin' })).toBe(false);
  });

  it('given a super user, allows the property active flag and services; an admin not', () => {
    expect(canManagePropertyStatus({ isSuperUser: true })).toBe(true);
    expect(canManagePropertyStatus({ role: 'Admin' })).toBe(false);
  });
});
