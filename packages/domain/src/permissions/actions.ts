import {
  can,
  isAdminOrSuperUser,
  isGuard,
  isOwner,
  isProviderStaff,
  isSuperUser,
  PERMISSIONS,
  type PermissionSubject,
} from './subject';

/** Which user list a screen shows: owners or admins, taken from the route (spec 001 §2). */
export type UserListType = 'owners' | 'admins';

/** Where a user list is shown: the Users screens, or the Owners tab of a unit. */
export type UserListContext = { type: UserListType; underUnit?: boolean };

const USER_MODULE: Readonly<Record<UserListType, string>> = { owners: 'Owners', admins: 'Admins' };

/** The list-level buttons of a user list (spec 000 §2, §6). */
export type UserListActions = { importExcel: boolean; assignOwner: boolean; addNew: boolean };

/** Create controls import, assign and add; import is under Users, assign is under a unit. */
export function userListActions(
  user: PermissionSubject | null | undefined,
  context: UserListContext,
): UserListActions {
  const create = can(user, USER_MODULE[context.type], PERMISSIONS.create);
  const underUnit = context.underUnit === true;
  return {
    importExcel: create && !underUnit,
    assignOwner: create && underUnit && context.type === 'owners',
    addNew: create,
  };
}

/** The per-row buttons of a user list. */
export type UserRowActions = { viewEdit: boolean; delete: boolean; unassign: boolean };

/**
 * Update controls view/edit. Admins delete other admins, never themselves; owners are deleted under
 * Users and unassigned under a unit (spec 000 §2, §6).
 */
export function userRowActions(
  user: PermissionSubject | null | undefined,
  target: { id: number },
  context: UserListContext,
): UserRowActions {
  const underUnit = context.underUnit === true;
  const owners = context.type === 'owners';
  return {
    viewEdit: can(user, USER_MODULE[context.type], PERMISSIONS.update),
    delete: owners ? !underUnit : user != null && user.id !== target.id,
    unassign: owners && underUnit,
  };
}

/** Whether the user may delete `target` from the given list (spec 000 §6). */
export function canDeleteUser(
  user: PermissionSubject | null | undefined,
  target: { id: number },
  context: UserListContext,
): boolean {
  return userRowActions(user, target, context).delete;
}

/** A unit's three owner slots (spec 001 §3). */
export type UnitOwnerSlots = {
  user_id?: number | null;
  user_id_2?: number | null;
  user_id_3?: number | null;
};

/** Up to three owners per unit: another may be assigned while a slot is free (spec 001 §2). */
export function hasFreeOwnerSlot(unit: UnitOwnerSlots): boolean {
  return unit.user_id == null || unit.user_id_2 == null || unit.user_id_3 == null;
}

/** The buttons and tabs of the units screens (spec 001 §2, §6). */
export type UnitActions = {
  upload: boolean;
  add: boolean;
  edit: boolean;
  tabs: boolean;
};

/** Upload needs admin plus Create; add needs Create; owners never edit and see no tabs. */
export function unitActions(user: PermissionSubject | null | undefined): UnitActions {
  const create = can(user, 'Units', PERMISSIONS.create);
  const owner = isOwner(user);
  return {
    upload: isAdminOrSuperUser(user) && create,
    add: create,
    edit: !owner,
    tabs: !owner,
  };
}

/** Whether the unit edit button shows: hidden from owners (spec 001 §6). */
export function canEditUnit(user: PermissionSubject | null | undefined): boolean {
  return unitActions(user).edit;
}

/** The visitor fields the visitor actions read (spec 001 §3). */
export type VisitorActionSubject = {
  checked_in_at?: string | null;
  checked_out_at?: string | null;
};

/** The actions offered on a visitor's detail (spec 001 §4). */
export type VisitorActions = { checkIn: boolean; checkOut: boolean; reRegister: boolean };

/**
 * Check In for admins, super users and guards (the guard flag or Update on Visitors, as the server
 * allows) while not checked in; Check Out for them once checked in and not yet out; Re-Register only
 * for owners.
 */
export function visitorActions(
  user: PermissionSubject | null | undefined,
  visitor: VisitorActionSubject,
): VisitorActions {
  const staff =
    !isOwner(user) &&
    (isAdminOrSuperUser(user) || isGuard(user) || can(user, 'Visitors', PERMISSIONS.update));
  const checkedIn = Boolean(visitor.checked_in_at);
  return {
    checkIn: staff && !checkedIn,
    checkOut: staff && checkedIn && !visitor.checked_out_at,
    reRegister: isOwner(user),
  };
}

/** The visitor fields Re-Register copies. */
export type VisitorDraftSource = {
  name: string;
  contact: string;
  vehicle_no: string;
  type: string;
};

/** A new visitor registration made from an earlier one. */
export type VisitorDraft = VisitorDraftSource & { start_date: string; end_date: string | null };

/** Adds whole days to a `yyyy-mm-dd` date, in calendar days, independent of time zones. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * Re-Register: a copy of the visitor starting `today` (`yyyy-mm-dd`, injected), ending tomorrow for
 * Over Night; other types carry no end date, as the visitor form asks for one only for Over Night.
 */
export function reRegisterVisitor(visitor: VisitorDraftSource, today: string): VisitorDraft {
  return {
    name: visitor.name,
    contact: visitor.contact,
    vehicle_no: visitor.vehicle_no,
    type: visitor.type,
    start_date: today,
    end_date: visitor.type === 'Over Night' ? addDays(today, 1) : null,
  };
}

/** Whether the unit column shows in the visitors list: hidden for owners (spec 001 §2). */
export function showsVisitorUnitColumn(user: PermissionSubject | null | undefined): boolean {
  return !isOwner(user);
}

/** Issue Invoice needs Create on 'Account Statement' (spec 002 §2, §6). */
export function canIssueInvoice(user: PermissionSubject | null | undefined): boolean {
  return can(user, 'Account Statement', PERMISSIONS.create);
}

/** Only non-owners verify or reject, and only a Pending payment (spec 002 §4). */
export function canReviewPayment(
  user: PermissionSubject | null | undefined,
  payment: { status: string },
): boolean {
  return Boolean(user) && !isOwner(user) && payment.status === 'Pending';
}

/** Payments list add button: owners, or when a unit is given (spec 002 §2). */
export function canAddPayment(
  user: PermissionSubject | null | undefined,
  unitId: number | null | undefined,
): boolean {
  return isOwner(user) || unitId != null;
}

/** Announcement detail and creation: admins and super users (spec 002 §6). */
export function canManageAnnouncements(user: PermissionSubject | null | undefined): boolean {
  return isAdminOrSuperUser(user);
}

/** A super user sees reporter names and resolves a Pending support report (spec 002 §2, §6). */
export function canResolveSupport(
  user: PermissionSubject | null | undefined,
  report: { status: string },
): boolean {
  return isSuperUser(user) && report.status === 'Pending';
}

/** Clear Log and chat start or close are for provider staff only (spec 000 §6, 002 §6). */
export function canUseProviderTools(user: PermissionSubject | null | undefined): boolean {
  return isProviderStaff(user);
}

/** Property active flag and services toggle: super user only (spec 001 §6). */
export function canManagePropertyStatus(user: PermissionSubject | null | undefined): boolean {
  return isSuperUser(user);
}
