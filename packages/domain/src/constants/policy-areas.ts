/**
 * The access areas of a role policy and the permissions each has (spec 001 §6, spec 002 §3, §6):
 * the rows of the Setting matrix, and what an endpoint's `access.policy` names.
 */
export const POLICY_AREAS = {
  Owners: ['View', 'Create', 'Update', 'Delete'],
  Admins: ['View', 'Create', 'Update', 'Delete'],
  Units: ['View', 'Create', 'Update', 'Delete'],
  'Access Card': ['View', 'Create', 'Update', 'Delete'],
  Properties: ['View', 'Create', 'Update'],
  Visitors: ['View', 'Create', 'Update'],
  Audit: ['View'],
  'Account Statement': ['View', 'Create'],
  Payments: ['View', 'Create', 'Update'],
  Announcements: ['View', 'Create'],
  Report: ['View', 'Create'],
  Setting: ['View', 'Update'],
  Bookings: ['View', 'Cancel (Request)', 'Cancel (Approve)'],
  Facilities: ['View', 'Create', 'Update', 'Delete'],
  Complains: ['View', 'Create', 'Update', 'Delete'],
  Tenants: ['View', 'Create', 'Update', 'Delete'],
  // new:resource areas inserts above
} as const satisfies Record<string, readonly string[]>;

/** One access area. */
export type PolicyArea = keyof typeof POLICY_AREAS;

/** A permission of `Area` ('View', 'Create', …). */
export type PolicyAction<Area extends PolicyArea = PolicyArea> =
  (typeof POLICY_AREAS)[Area][number];
