import type { NamedOption, WireDate, WireId } from './common';

/** Spec 001 §9: the genders a user may have. */
export type Gender = 'Male' | 'Female';

/** Spec 001 §9: the marital statuses a user may have. */
export type MaritalStatus = 'Married' | 'Single';

/** Spec 001 §2: which user list a user belongs to, taken from the route. */
export type UserType = 'owners' | 'admins';

/** Spec 000 §3 / 001 §6: role values seen (Owner, Admin, Manager, Accountant, Security Guard, ...). */
export type UserRole = string;

/** Spec 000 §3: the unit a user lives in, with its three owner slots (spec 001 §3). */
export interface UserUnit {
  id: WireId;
  unit_no: string;
  user_id?: WireId | null;
  user_id_2?: WireId | null;
  user_id_3?: WireId | null;
}

/** Spec 000 §3: a user's registered device. */
export interface Device {
  name: string;
  verified: boolean;
  registered_at: WireDate | null;
  last_used: WireDate | null;
  can_remove: boolean;
}

/** Spec 002 §3: a service a property offers ('Visitors', 'Payments', ...). */
export type PropertyService = NamedOption;

/** Spec 000 §3 / 002 §1: the current user's property, with its enabled services. */
export interface UserProperty {
  id?: WireId;
  name: string;
  services?: PropertyService[];
}

/**
 * Spec 000 §3/§6: one permission entry of the current user, looked up by resource and
 * permission name. `resource` carries the access area ('Owners', 'Account Statement'); the spec
 * shows only `name` and `active`, so the resource key is our design.
 */
export interface UserPolicy {
  resource: string;
  name: string;
  active: boolean;
}

/** Spec 000 §3: the bubble counters shown beside menu entries and on the dashboard. */
export interface BubbleCounters {
  pending_payment: number;
  unread_notification: number;
  error_log: number;
  bug_report: number;
  refund_request: number;
  cancel_request: number;
  upcoming_vvip: number;
  pending_booking_vvip: number;
  pending_booking_charter: number;
}

/** Spec 000 §3 / 001 §3: a user (owner or admin) as lists and detail screens receive it. */
export interface User {
  id: WireId;
  name: string;
  username: string;
  email: string;
  contact: string;
  ic?: string | null;
  gender?: Gender | null;
  marital_status?: MaritalStatus | null;
  emergency_contact?: string | null;
  role: UserRole;
  active: boolean;
  img?: string | null;
  last_active?: WireDate | null;
  type?: UserType;
  property_id?: WireId | null;
  unit_id?: WireId | null;
  unit?: UserUnit | null;
  device?: Device | null;
  app_version?: string | null;
}

/** Spec 000 §3 / 002 §1: the signed-in user as authenticate and login answer it. */
export interface SessionUser extends User, BubbleCounters {
  /** Passes every permission check. */
  isSuperUser: boolean;
  /** Provider staff: sees the diagnostic pages and chats with online users. */
  isSkaloot: boolean;
  isGuard: boolean;
  property?: UserProperty | null;
  policies: UserPolicy[];
  chat_sender_ids: WireId[];
}
