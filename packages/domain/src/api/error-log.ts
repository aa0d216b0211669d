import { errorLog } from '../contract/error-log';
import type { Http } from './http';

/** Spec 002 §7: the server's error log (developer users; outside /api). */
export function createErrorLogApi(http: Http) {
  return {
    /** The log as text. */
    get: () => http.call(errorLog.get),
    clear: () => http.call(errorLog.clear),
  };
}
