import {
  can,
  isAdminOrSuperUser,
  isDeveloper,
  isGuard,
  isManager,
  isOwner,
  isSuperUser,
  isTenant,
  PERMISSIONS,
  type PermissionSubject,
} from './subject';
import { ALLOW, guardSession, splitPath, TO_DASHBOARD, type RouteDecision } from './session-guard';

function decide(allowed: boolean): RouteDecision {
  return allowed ? ALLOW : TO_DASHBOARD;
}

/** Dashboard sections any signed-in user may open; service gating happens on the page itself. */
const OPEN_SECTIONS = new Set([
  'dashboard',
  'profile',
  'inbox',
  'house-rules',
  'support',
  'notification',
  'logout',
  'pos',
  'account-statements',
  'payments',
  'announcements',
  'visitors',
]);

const USER_MODULES: Readonly<Record<string, string>> = { owners: 'Owners', admins: 'Admins' };

function guardUsers(
  user: PermissionSubject,
  module: string,
  id: string | undefined,
): RouteDecision {
  if (isOwner(user)) return TO_DASHBOARD;
  return decide(can(user, module, id === 'new' ? PERMISSIONS.create : PERMISSIONS.view));
}

function guardUnit(user: PermissionSubject, id: string): RouteDecision {
  if (isOwner(user)) return decide(id !== 'new' && String(user.unit_id ?? '') === id);
  return decide(can(user, 'Units', id === 'new' ? PERMISSIONS.create : PERMISSIONS.view));
}

function guardProperty(user: PermissionSubject, id: string | undefined): RouteDecision {
  if (id === 'new') return decide(isAdminOrSuperUser(user) && can(user, 'Properties', 'Create'));
  return decide(isAdminOrSuperUser(user));
}

/**
 * What a tenant never opens: their unit's money stays the owner's (spec 002 §1 Tenants service).
 * Statements and payments open, to say so (`tenantRefused`), rather than leave a typed address
 * for the dashboard without a word.
 */
const OWNER_ONLY_SECTIONS = new Set(['pos']);

function guardSection(user: PermissionSubject, section: string, id?: string): RouteDecision {
  if (isTenant(user) && OWNER_ONLY_SECTIONS.has(section)) return TO_DASHBOARD;
  if (id === undefined && OPEN_SECTIONS.has(section)) return ALLOW;
  switch (section) {
    case 'owners':
    case 'admins':
      return guardUsers(user, USER_MODULES[section] as string, id);
    case 'users':
      if (id === undefined || isOwner(user)) return TO_DASHBOARD;
      return decide(can(user, 'Owners', PERMISSIONS.view) || can(user, 'Admins', PERMISSIONS.view));
    case 'unit':
    case 'units':
      if (id !== undefined) return guardUnit(user, id);
      return decide(!isOwner(user) && can(user, 'Units', PERMISSIONS.view));
    case 'property-unit':
      return decide(id === undefined && user.unit_id != null);
    case 'property':
    case 'properties':
      return guardProperty(user, id);
    case 'announcements':
      return decide(isAdminOrSuperUser(user));
    case 'visitors':
      return ALLOW;
    case 'audit':
      return decide(id === undefined && can(user, 'Audit', PERMISSIONS.view));
    case 'report':
      return decide(
        id === undefined &&
          can(user, 'Report', PERMISSIONS.view) &&
          can(user, 'Report', PERMISSIONS.create),
      );
    case 'setting':
      return decide(id === undefined && (isSuperUser(user) || isManager(user)));
    case 'check-in':
      return decide(id === undefined && (isSuperUser(user) || isGuard(user)));
    case 'error-log':
    case 'api-request-log':
    case 'app-version':
      return decide(id === undefined && isDeveloper(user));
    case 'facilities':
      // Owners book from the list and the detail (spec 002 §1 Facilities); only staff add.
      if (id === 'new')
        return decide(!isOwner(user) && can(user, 'Facilities', PERMISSIONS.create));
      return decide(can(user, 'Facilities', PERMISSIONS.view));
    case 'complains':
      return decide(can(user, 'Complains', id === 'new' ? PERMISSIONS.create : PERMISSIONS.view));
    case 'tenants':
      // Owners register their units' tenants; a tenant registers none.
      return decide(
        !isTenant(user) &&
          can(user, 'Tenants', id === 'new' ? PERMISSIONS.create : PERMISSIONS.view),
      );
    // new:resource sections inserts above
    default:
      return TO_DASHBOARD;
  }
}

/**
 * Decides whether `user` (null when there is no token) may open `route`, a path such as
 * `'/d/units/12'`. Public pages (`/` and `/visitors/{qrcode}`) need no login. Any /d/ page without a
 * token goes to login; a missing role or permission, or an unknown path, goes to the dashboard when
 * signed in (spec 000 §2, 001 §2 and §6, 002 §2 and §6). A signed-in user opening login goes to the
 * dashboard.
 */
export function guardRoute(
  user: PermissionSubject | null | undefined,
  route: string,
): RouteDecision {
  const decision = guardSession(Boolean(user), route);
  if (decision.kind === 'redirect' || !user) return decision;
  const [first, section, id] = splitPath(route);
  if (first !== 'd' || section === undefined) return decision;
  return guardSection(user, section, id);
}
