import type { Gender, MaritalStatus } from '../wire';

/** Spec 001 §9: the genders a user form offers. */
export const GENDERS = ['Male', 'Female'] as const satisfies readonly Gender[];

/** Spec 001 §9: the marital statuses a user form offers. */
export const MARITAL_STATUSES = ['Married', 'Single'] as const satisfies readonly MaritalStatus[];

/** Spec 001 §6 and §9: the roles assignable to staff users. */
export const STAFF_ROLES = ['Manager', 'Admin', 'Accountant', 'Security Guard'] as const;

/** One of {@link STAFF_ROLES}. */
export type StaffRole = (typeof STAFF_ROLES)[number];
