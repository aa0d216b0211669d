import type { Http } from './http';

/** Spec 000 §7: dashboard and bubble counters. */
export function createDashboardApi(http: Http) {
  return {
    /** GET /api/dashboard. */
    get: () => http.send({ method: 'GET', path: '/api/dashboard', route: 'GET /api/dashboard' }),
    /** GET /api/notification: bubble counters (throttle to once per 2 s in the caller). */
    notification: () =>
      http.send({ method: 'GET', path: '/api/notification', route: 'GET /api/notification' }),
  };
}
