import type { Http } from './http';

/** Spec 002 §7: the server's error log (developer users; outside /api). */
export function createErrorLogApi(http: Http) {
  return {
    /** GET /error_log: the log as text. */
    get: () =>
      http.send({
        method: 'GET',
        path: '/error_log',
        responseType: 'text',
        route: 'GET /error_log',
      }),
    /** GET /clear_log. */
    clear: () => http.send({ method: 'GET', path: '/clear_log', route: 'GET /clear_log' }),
  };
}
