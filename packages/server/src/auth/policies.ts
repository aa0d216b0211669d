import { POLICY_AREAS, ROLES, type PolicyArea } from '@strata/domain';

type Grants = Partial<Record<PolicyArea, readonly string[] | 'all'>>;

const all = 'all' as const;

/**
 * What each system role may do when a property starts (our design; spec 002 §3 leaves the
 * defaults to the server). Managers may do everything on their property, including Audit and
 * Setting (spec 000 §6); Admins everything but Audit and Setting; the other roles what their job
 * needs. Properties.Create is for super users only.
 */
export const DEFAULT_ROLE_GRANTS: Readonly<Record<string, Grants>> = {
  [ROLES.manager]: {
    Owners: all,
    Admins: all,
    Units: all,
    'Access Card': all,
    Properties: ['View', 'Update'],
    Visitors: all,
    Audit: all,
    'Account Statement': all,
    Payments: all,
    Announcements: all,
    Report: all,
    Setting: all,
    Bookings: all,
    Facilities: all,
    Complains: all,
    Tenants: all,
    // new:resource manager-grants inserts above
  },
  [ROLES.admin]: {
    Owners: all,
    Admins: all,
    Units: all,
    'Access Card': all,
    Properties: ['View', 'Update'],
    Visitors: all,
    'Account Statement': all,
    Payments: all,
    Announcements: all,
    Report: all,
    Bookings: ['View', 'Cancel (Request)'],
    Facilities: all,
    Complains: all,
    Tenants: all,
    // new:resource admin-grants inserts above
  },
  [ROLES.accountant]: {
    Owners: ['View'],
    Units: ['View'],
    'Account Statement': all,
    Payments: all,
    Report: all,
  },
  [ROLES.securityGuard]: {
    Units: ['View'],
    'Access Card': ['View'],
    Visitors: all,
    Facilities: ['View'],
  },
  [ROLES.supervisor]: {
    Owners: ['View'],
    Units: ['View'],
    Visitors: ['View'],
    Report: all,
    Bookings: all,
  },
  [ROLES.cashier]: { Report: all, Bookings: ['View', 'Cancel (Request)'] },
  [ROLES.csa]: { Report: all, Bookings: ['View'] },
  [ROLES.marketing]: { Report: all, Bookings: ['View'] },
  [ROLES.owner]: {
    Units: ['View'],
    Visitors: ['View', 'Create'],
    'Account Statement': ['View'],
    Payments: ['View', 'Create'],
    Announcements: ['View'],
    Facilities: ['View', 'Create'],
    Complains: ['View', 'Create'],
    // Their own units' tenants only (modules/tenants/records.ts).
    Tenants: all,
  },
  // A unit's verified tenant: the owner's reduced view without the unit's money (spec 002 §1).
  [ROLES.tenant]: {
    Units: ['View'],
    Visitors: ['View', 'Create'],
    Announcements: ['View'],
    Facilities: ['View', 'Create'],
    Complains: ['View', 'Create'],
  },
};

/** The roles every property has; they cannot be deleted (spec 002 §4 system roles). */
export const SYSTEM_ROLES = Object.keys(DEFAULT_ROLE_GRANTS);

/** Staff roles (everyone but owners and tenants). */
export const STAFF_ROLES = SYSTEM_ROLES.filter(
  (role) => role !== ROLES.owner && role !== ROLES.tenant,
);

/** Where a new role starts (spec 002 default_policies): View on everything but Audit and Setting. */
export const NEW_ROLE_TEMPLATE = '*';

/** One permission switch as stored. */
export type PolicyRow = {
  roleName: string;
  area: string;
  permission: string;
  active: boolean;
  position: number;
};

/** The default policy rows of a role name: every area and permission, on where granted. */
export function defaultPolicyRows(roleName: string): PolicyRow[] {
  const grants: Grants =
    roleName === NEW_ROLE_TEMPLATE
      ? Object.fromEntries(
          Object.keys(POLICY_AREAS)
            .filter((area) => area !== 'Audit' && area !== 'Setting')
            .map((area) => [area, ['View']]),
        )
      : (DEFAULT_ROLE_GRANTS[roleName] ?? {});
  let position = 0;
  return Object.entries(POLICY_AREAS).flatMap(([area, permissions]) => {
    const granted = grants[area as PolicyArea];
    return permissions.map((permission) => ({
      roleName,
      area,
      permission,
      active: granted === 'all' || (granted?.includes(permission) ?? false),
      position: position++,
    }));
  });
}
