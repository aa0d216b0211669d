/**
 * The SWR cache keys of every server read, in one place: a screen reads under `queryKeys.x(…)`
 * and whoever refreshes it (realtime, a save, a delete) revalidates the same key, so a change
 * reaches every screen showing it. Keys are arrays led by their resource's scope, so
 * {@link inScope} can revalidate a whole resource (every page of every units list) at once.
 */

/** Where a list is: its zero-based page, its submitted search, and its filters. */
export type ListParams = {
  page: number;
  search: string;
  /** Filters the list screen adds (e.g. property_id); absent ones are left out. */
  filters?: Readonly<Record<string, string>>;
};

/** The resources the keys are grouped by. */
export type QueryScope =
  | 'notification'
  | 'dashboard'
  | 'units'
  | 'access-cards'
  | 'unit-owners'
  | 'visitors'
  | 'users'
  | 'users-autocomplete'
  | 'audit'
  | 'properties'
  | 'reports'
  | 'account-statements'
  | 'payments'
  | 'announcements'
  | 'inbox'
  | 'support'
  | 'settings'
  | 'app-version'
  | 'error-log'
  | 'facilities'
  | 'complains'
  | 'tenants'
  // new:resource scopes inserts above
  | 'api-request-log';

export const queryKeys = {
  /** GET /api/notification: the bubble counters of the side menu and the dashboard. */
  notification: () => ['notification'] as const,
  /** GET /api/dashboard. */
  dashboard: () => ['dashboard'] as const,
  units: {
    /** GET /api/units (one page of one search and filter). */
    list: (params: ListParams) => ['units', 'list', params] as const,
    /** GET /api/units/detail/{id}. */
    detail: (id: number) => ['units', 'detail', id] as const,
  },
  accessCards: {
    /** GET /api/units/access-card/{unitId}. */
    list: (unitId: number, params: ListParams) => ['access-cards', unitId, params] as const,
  },
  unitOwners: {
    /** GET /api/users?type=owners&unit_id: the owners of one unit. */
    list: (unitId: number, params: ListParams) => ['unit-owners', unitId, params] as const,
  },
  visitors: {
    /** GET /api/visitors (optionally one unit's). */
    list: (params: ListParams) => ['visitors', 'list', params] as const,
    /** GET /api/public/visitors/{qrcode}: the public pass page. */
    publicPass: (qrcode: string) => ['visitors', 'public-pass', qrcode] as const,
    /** GET /api/visitors/detail/{qrcode}. */
    detail: (qrcode: string) => ['visitors', 'detail', qrcode] as const,
    /** GET /api/visitors/autocomplete?search: earlier visitors to pick a name from. */
    autocomplete: (search: string) => ['visitors', 'autocomplete', search] as const,
  },
  properties: {
    /** GET /api/properties (one page of one search). */
    list: (params: ListParams) => ['properties', 'list', params] as const,
    /** GET /api/properties/detail/{id}. */
    detail: (id: number) => ['properties', 'detail', id] as const,
  },
  audit: {
    /** GET /api/audit (one page of one search). */
    list: (params: ListParams) => ['audit', 'list', params] as const,
  },
  users: {
    /** GET /api/users?type (one page of one search of owners or admins). */
    list: (type: 'owners' | 'admins', params: ListParams) => ['users', type, params] as const,
    /** GET /api/users/detail/{id}. */
    detail: (id: number) => ['users', 'detail', id] as const,
    /** GET /api/units?user_id: the units of one owner. */
    units: (userId: number, params: ListParams) => ['units', 'owner', userId, params] as const,
    /** GET /api/users/autocomplete?search. */
    autocomplete: (search: string) => ['users-autocomplete', search] as const,
  },
  reports: {
    /** GET /api/reports: the report filters' choices (staffs, agents, packages, jettys…). */
    data: () => ['reports', 'data'] as const,
    /** GET /api/booking/group-type/{group_type}: the companies of one group type. */
    groupType: (groupType: string) => ['reports', 'group-type', groupType] as const,
  },
  accountStatements: {
    /** GET /api/account-statements (one unit's with `unitId`, else every unit the user may see). */
    list: (unitId: number | null, params: ListParams) =>
      ['account-statements', unitId, params] as const,
  },
  payments: {
    /** GET /api/payments (one unit's with `unitId`, else every unit the user may see). */
    list: (unitId: number | null, params: ListParams) => ['payments', unitId, params] as const,
  },
  announcements: {
    /** GET /api/announcements (one page of one search). */
    list: (params: ListParams) => ['announcements', 'list', params] as const,
    /** GET /api/announcements/detail/{id}. */
    detail: (id: number) => ['announcements', 'detail', id] as const,
  },
  inbox: {
    /** GET /api/inbox (one page of one search; `archive` in archive mode). */
    list: (archive: boolean, params: ListParams) =>
      ['inbox', archive ? 'archive' : 'live', params] as const,
  },
  support: {
    /** GET /api/support (one page of one search). */
    list: (params: ListParams) => ['support', 'list', params] as const,
  },
  /** GET /api/setting: the settings page and its role policies. */
  settings: () => ['settings'] as const,
  /** GET /api/setting/app-version. */
  appVersion: () => ['app-version'] as const,
  /** GET /error_log: the log as text. */
  errorLog: () => ['error-log'] as const,
  apiRequestLog: {
    /** GET /api/api-request-log (one page of one search). */
    list: (params: ListParams) => ['api-request-log', 'list', params] as const,
  },
  facilities: {
    /** GET /api/facilities (one page of one search). */
    list: (params: ListParams) => ['facilities', 'list', params] as const,
    /** GET /api/facilities/detail/{id}. */
    detail: (id: number) => ['facilities', 'detail', id] as const,
    /** GET /api/facilities/week/{id}?from= ('' for the current week). */
    week: (id: number, from: string) => ['facilities', 'week', id, from] as const,
    /** GET /api/facilities/bookings (one page of one search and filters). */
    bookings: (params: ListParams) => ['facilities', 'bookings', params] as const,
  },
  complains: {
    /** GET /api/complains (one page of one search). */
    list: (params: ListParams) => ['complains', 'list', params] as const,
    /** GET /api/complains/detail/{id}. */
    detail: (id: number) => ['complains', 'detail', id] as const,
    /** GET /api/complains/staff: the own property's staff (the assignee filter). */
    staff: () => ['complains', 'staff'] as const,
  },
  tenants: {
    /** GET /api/tenants (one page of one search). */
    list: (params: ListParams) => ['tenants', 'list', params] as const,
    /** GET /api/tenants/detail/{id}. */
    detail: (id: number) => ['tenants', 'detail', id] as const,
  },
  // new:resource keys inserts above
} as const;

/** A key matcher for SWR's `mutate(matcher)`: every key of `scope` (optionally one id's). */
export function inScope(scope: QueryScope, id?: number): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && key[0] === scope && (id === undefined || key[1] === id);
}
