/** Where a signed-out visitor is sent (spec 001 §6). */
export const LOGIN_PATH = '/d/login';
/** Where a signed-in user without the role or permission is sent (spec 002 §6). */
export const DASHBOARD_PATH = '/d/dashboard';

/** A route guard's answer: render the route, or go elsewhere. */
export type RouteDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: typeof LOGIN_PATH | typeof DASHBOARD_PATH };

export const ALLOW: RouteDecision = { kind: 'allow' };
export const TO_LOGIN: RouteDecision = { kind: 'redirect', to: LOGIN_PATH };
export const TO_DASHBOARD: RouteDecision = { kind: 'redirect', to: DASHBOARD_PATH };

/** A path's segments, without its query or hash. */
export function splitPath(route: string): string[] {
  return route
    .replace(/[?#].*$/, '')
    .split('/')
    .filter((segment) => segment !== '');
}

/**
 * The part of {@link guardRoute} that needs only whether someone is signed in, not who: public
 * pages (`/` and `/visitors/{qrcode}`) need no login; any /d/ page without a token goes to login;
 * a signed-in user opening login, or a path outside /d/{section}[/{id}], goes to the dashboard.
 * What it allows under /d still needs `guardRoute`'s role and permission check (the app applies it
 * with the signed-in screens, so its entry carries neither the permissions nor their checks).
 */
export function guardSession(signedIn: boolean, route: string): RouteDecision {
  const [first, section, id, ...rest] = splitPath(route);
  if (first === undefined) return ALLOW;
  if (first === 'visitors' && section !== undefined && id === undefined) return ALLOW;
  if (!signedIn) return first === 'd' && section === 'login' && id === undefined ? ALLOW : TO_LOGIN;
  if (first !== 'd' || section === undefined || rest.length > 0) return TO_DASHBOARD;
  if (section === 'login') return TO_DASHBOARD;
  return ALLOW;
}
