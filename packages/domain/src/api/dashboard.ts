import { dashboard } from '../contract/dashboard';
import type { Http } from './http';

/** Spec 000 §7: dashboard and bubble counters. */
export function createDashboardApi(http: Http) {
  return {
    get: () => http.call(dashboard.get),
    /** The bubble counters (throttle to once per 2 s in the caller). */
    notification: () => http.call(dashboard.notification),
  };
}
