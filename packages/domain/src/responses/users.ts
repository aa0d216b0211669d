import { z } from 'zod';
import { GENDERS, MARITAL_STATUSES, USER_TYPES } from '../constants/people';
import {
  autocompleteResponse,
  detailResponse,
  listResponse,
  wireDateSchema,
  wireIdSchema,
} from './common';

/** Spec 000 §3: the unit a user lives in, with its three owner slots (spec 001 §3). */
export const userUnitSchema = z.object({
  id: wireIdSchema,
  unit_no: z.string(),
  user_id: wireIdSchema.nullable(),
  user_id_2: wireIdSchema.nullable(),
  user_id_3: wireIdSchema.nullable(),
});

/** Spec 000 §3: a user's registered device. */
export const deviceSchema = z.object({
  name: z.string(),
  verified: z.boolean(),
  registered_at: wireDateSchema.nullable(),
  last_used: wireDateSchema.nullable(),
  can_remove: z.boolean(),
});

/**
 * Spec 000 §3/§6: one permission entry of the current user. `resource` carries the access area
 * ('Owners', 'Account Statement'); the spec shows only `name` and `active` (resource is ours).
 */
export const userPolicySchema = z.object({
  resource: z.string(),
  name: z.string(),
  active: z.boolean(),
});

/** Spec 000 §3 / 001 §3: a user (owner or admin) as lists, details and saves answer it. */
export const userSchema = z.object({
  id: wireIdSchema,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  contact: z.string(),
  ic: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  emergency_contact: z.string().nullable(),
  /** Role values seen: Owner, Admin, Manager, Accountant, Security Guard, or a property's own. */
  role: z.string(),
  active: z.boolean(),
  img: z.string().nullable(),
  last_active: wireDateSchema.nullable(),
  type: z.enum(USER_TYPES),
  property_id: wireIdSchema.nullable(),
  unit_id: wireIdSchema.nullable(),
  unit: userUnitSchema.nullable(),
  device: deviceSchema.nullable(),
  app_version: z.string().nullable(),
});

/** GET /api/users: the page of users and the caller's policies on the type's module. */
export const userListResponseSchema = listResponse(userSchema, {
  policies: z.array(userPolicySchema),
});

/** GET /api/users/detail/{id}. */
export const userDetailResponseSchema = detailResponse(userSchema);

/** An owner suggestion of GET /api/users/autocomplete (the assign-owner dialog). */
export const ownerSuggestionSchema = z.object({
  id: wireIdSchema,
  name: z.string(),
  username: z.string(),
  email: z.string(),
  img: z.string().nullable(),
});

/** GET /api/users/autocomplete. */
export const ownerAutocompleteResponseSchema = autocompleteResponse(ownerSuggestionSchema);
