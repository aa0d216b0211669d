import type { DashboardData, NotificationResponse } from '../wire';
import type { Http } from './http';

/** Spec 000 §7: dashboard and bubble counters. */
export function createDashboardApi(http: Http) {
  return {
    /** GET /api/dashboard. */
    get: () => http.send<DashboardData>({ method: 'GET', path: '/api/dashboard' }),
    /** GET /api/notification: bubble counters (throttle to once per 2 s in the caller). */
    notification: () =>
      http.send<NotificationResponse>({ method: 'GET', path: '/api/notification' }),
  };
}
