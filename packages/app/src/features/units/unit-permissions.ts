import {
  can,
  isOwner,
  isTenant,
  isSuperUser,
  PERMISSIONS,
  unitActions,
  type PermissionSubject,
} from '@strata/domain';

/** What the signed-in user may do on the units screens (spec 001 §6; the server's areas). */
export type UnitPermissions = {
  /** The super user filters by property and picks the property of a new unit or import. */
  choosesProperty: boolean;
  add: boolean;
  /** Upload units (Excel): admin plus Create on Units. */
  upload: boolean;
  /** Edit is hidden from owners. */
  edit: boolean;
  /** Delete, offered on the Units page only. */
  remove: boolean;
  /** Info, Owners, Visitors and Access Card tabs: not for owners. */
  tabs: boolean;
  /** Assign and unassign owners. */
  manageOwners: boolean;
  accessCards: { view: boolean; add: boolean; edit: boolean; remove: boolean };
  /** The Account Statement and Payments tabs (spec 002 §2 'Unit detail tabs'). */
  finance: { statement: boolean; payments: boolean };
};

/** The units screens' permissions for `user`. */
export function unitPermissions(user: PermissionSubject | null | undefined): UnitPermissions {
  const actions = unitActions(user);
  const update = can(user, 'Units', PERMISSIONS.update);
  return {
    choosesProperty: isSuperUser(user),
    add: actions.add,
    upload: actions.upload,
    edit: actions.edit && update,
    remove: !isOwner(user) && can(user, 'Units', 'Delete'),
    tabs: actions.tabs,
    manageOwners: !isOwner(user) && update,
    accessCards: {
      view: can(user, 'Access Card', PERMISSIONS.view),
      add: can(user, 'Access Card', PERMISSIONS.create),
      edit: can(user, 'Access Card', PERMISSIONS.update),
      remove: can(user, 'Access Card', 'Delete'),
    },
    finance: {
      // A tenant never sees the unit's money, whatever their role is granted (spec 002 §1).
      statement: !isTenant(user) && can(user, 'Account Statement', PERMISSIONS.view),
      payments: !isTenant(user) && can(user, 'Payments', PERMISSIONS.view),
    },
  };
}
