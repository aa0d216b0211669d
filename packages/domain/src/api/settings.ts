import type { AppVersionSavePayload, SettingsSavePayload } from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: settings, app status and app version. */
export function createSettingsApi(http: Http) {
  return {
    /** GET /api/setting. */
    get: () => http.send({ method: 'GET', path: '/api/setting', route: 'GET /api/setting' }),
    /** POST /api/setting (JSON): the ages, the expiry period and the roles. */
    save: (payload: SettingsSavePayload) =>
      http.send({
        method: 'POST',
        path: '/api/setting',
        json: payload,
        route: 'POST /api/setting',
      }),
    /** POST /api/setting/online (JSON): online as 0 or 1. */
    setOnline: (online: boolean) =>
      http.send({
        method: 'POST',
        path: '/api/setting/online',
        json: { online: online ? 1 : 0 },
        route: 'POST /api/setting/online',
      }),
    /** GET /api/setting/app-version. */
    appVersion: () =>
      http.send({
        method: 'GET',
        path: '/api/setting/app-version',
        route: 'GET /api/setting/app-version',
      }),
    /** POST /api/setting/app-version (JSON): android, ios. */
    saveAppVersion: (payload: AppVersionSavePayload) =>
      http.send({
        method: 'POST',
        path: '/api/setting/app-version',
        json: payload,
        route: 'POST /api/setting/app-version',
      }),
  };
}
