import type { z } from 'zod';
import type { GENDERS, MARITAL_STATUSES, USER_TYPES } from '../constants/people';
import type {
  bubbleCountersSchema,
  sessionUserSchema,
  userPropertySchema,
} from '../responses/auth';
import type {
  deviceSchema,
  ownerSuggestionSchema,
  userListResponseSchema,
  userPolicySchema,
  userSchema,
  userUnitSchema,
} from '../responses/users';
import type { NamedOption } from './common';

/** Spec 001 §9: the genders a user may have. */
export type Gender = (typeof GENDERS)[number];

/** Spec 001 §9: the marital statuses a user may have. */
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

/** Spec 001 §2: which user list a user belongs to, taken from the route. */
export type UserType = (typeof USER_TYPES)[number];

/** Spec 000 §3 / 001 §6: role values seen (Owner, Admin, Manager, Accountant, Security Guard, ...). */
export type UserRole = string;

/** Spec 000 §3: the unit a user lives in, with its three owner slots (spec 001 §3). */
export type UserUnit = z.output<typeof userUnitSchema>;

/** Spec 000 §3: a user's registered device. */
export type Device = z.output<typeof deviceSchema>;

/** Spec 002 §3: a service a property offers ('Visitors', 'Payments', ...). */
export type PropertyService = NamedOption;

/** Spec 000 §3 / 002 §1: the current user's property, with its enabled services. */
export type UserProperty = z.output<typeof userPropertySchema>;

/** Spec 000 §3/§6: one permission entry of the current user, looked up by resource and name. */
export type UserPolicy = z.output<typeof userPolicySchema>;

/** Spec 000 §3: the bubble counters shown beside menu entries and on the dashboard. */
export type BubbleCounters = z.output<typeof bubbleCountersSchema>;

/** Spec 000 §3 / 001 §3: a user (owner or admin) as lists and detail screens receive it. */
export type User = z.output<typeof userSchema>;

/** GET /api/users: the users and the caller's policies on the type's module. */
export type UserListResponse = z.output<typeof userListResponseSchema>;

/** An owner suggestion of GET /api/users/autocomplete. */
export type OwnerSuggestion = z.output<typeof ownerSuggestionSchema>;

/** Spec 000 §3 / 002 §1: the signed-in user as authenticate and login answer it. */
export type SessionUser = z.output<typeof sessionUserSchema>;
