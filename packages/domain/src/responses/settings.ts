import { z } from 'zod';

/** Spec 002 §3: one permission switch of a role policy. */
export const policyPermissionSchema = z.object({ name: z.string(), active: z.boolean() });

/** Spec 002 §3: a role's permissions on one access area. */
export const rolePolicySchema = z.object({ permissions: z.array(policyPermissionSchema) });

/** Spec 002 §3: a role with its policies keyed by access area. */
export const roleWithPoliciesSchema = z.object({
  name: z.string(),
  policies: z.record(z.string(), rolePolicySchema),
  /** A system role: read-only. */
  disabled: z.boolean().optional(),
  /** Added on this page and not saved yet: may be deleted. */
  new: z.boolean().optional(),
});

/** Spec 002 §3: the settings page's data (GET /api/setting; shape ours, from the field list). */
export const settingsSchema = z.object({
  online: z.boolean(),
  /** In months. */
  agents_ticket_expiry_period: z.number().int(),
  child_min_age: z.number().int(),
  adult_min_age: z.number().int(),
  senior_min_age: z.number().int(),
  super_senior_min_age: z.number().int(),
  policies: z.object({ roles: z.array(roleWithPoliciesSchema) }),
  /** The policies a new role starts with. */
  default_policies: z.record(z.string(), rolePolicySchema),
});

/** Spec 002 §3: the mobile app versions (GET /api/setting/app-version; shape ours). */
export const appVersionSchema = z.object({ android: z.string(), ios: z.string() });
