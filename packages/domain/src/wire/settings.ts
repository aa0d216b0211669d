import type { AppVersion } from './diagnostics';

/** Spec 002 §3: one permission switch of a role policy. */
export interface PolicyPermission {
  name: string;
  active: boolean;
}

/** Spec 002 §3: a role's permissions on one access area. */
export interface RolePolicy {
  permissions: PolicyPermission[];
}

/** Spec 002 §3: a role with its policies keyed by access area. */
export interface RoleWithPolicies {
  name: string;
  policies: Record<string, RolePolicy>;
  /** A system role: read-only. */
  disabled?: boolean;
  /** Added on this page and not saved yet: may be deleted. */
  new?: boolean;
}

/** Spec 002 §3: the settings page's data (GET /api/setting; shape ours, from the field list). */
export interface Settings {
  online: boolean;
  /** In months. */
  agents_ticket_expiry_period: number;
  child_min_age: number;
  adult_min_age: number;
  senior_min_age: number;
  super_senior_min_age: number;
  policies: { roles: RoleWithPolicies[] };
  /** The policies a new role starts with. */
  default_policies: Record<string, RolePolicy>;
}

/** GET /api/setting/app-version (shape ours: the spec does not show it). */
export type AppVersionResponse = AppVersion;
