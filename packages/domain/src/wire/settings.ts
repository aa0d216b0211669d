import type { z } from 'zod';
import type {
  appVersionSchema,
  policyPermissionSchema,
  rolePolicySchema,
  roleWithPoliciesSchema,
  settingsSchema,
} from '../responses/settings';

/** Spec 002 §3: one permission switch of a role policy. */
export type PolicyPermission = z.output<typeof policyPermissionSchema>;

/** Spec 002 §3: a role's permissions on one access area. */
export type RolePolicy = z.output<typeof rolePolicySchema>;

/** Spec 002 §3: a role with its policies keyed by access area. */
export type RoleWithPolicies = z.output<typeof roleWithPoliciesSchema>;

/** Spec 002 §3: the settings page's data (GET /api/setting). */
export type Settings = z.output<typeof settingsSchema>;

/** GET /api/setting/app-version (shape ours: the spec does not show it). */
export type AppVersionResponse = z.output<typeof appVersionSchema>;
