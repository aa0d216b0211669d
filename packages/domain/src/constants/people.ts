/** Spec 001 §9: the genders a user form offers. */
export const GENDERS = ['Male', 'Female'] as const;

/** Spec 001 §9: the marital statuses a user form offers. */
export const MARITAL_STATUSES = ['Married', 'Single'] as const;

/** Spec 001 §2: which user list a user belongs to (the `type` of users calls). */
export const USER_TYPES = ['owners', 'admins'] as const;

/** Spec 001 §6 and §9: the roles assignable to staff users. */
export const STAFF_ROLES = ['Manager', 'Admin', 'Accountant', 'Security Guard'] as const;

/** One of {@link STAFF_ROLES}. */
export type StaffRole = (typeof STAFF_ROLES)[number];
