import { appVersionSchema, messageResponseSchema, settingsSchema } from '../responses';
import type { AppVersionSavePayload, SettingsSavePayload } from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: settings, app status and app version. */
export function createSettingsApi(http: Http) {
  return {
    /** GET /api/setting. */
    get: () => http.send({ method: 'GET', path: '/api/setting', response: settingsSchema }),
    /** POST /api/setting (JSON): the ages, the expiry period and the roles. */
    save: (payload: SettingsSavePayload) =>
      http.send({
        method: 'POST',
        path: '/api/setting',
        json: payload,
        response: messageResponseSchema,
      }),
    /** POST /api/setting/online (JSON): online as 0 or 1. */
    setOnline: (online: boolean) =>
      http.send({
        method: 'POST',
        path: '/api/setting/online',
        json: { online: online ? 1 : 0 },
        response: messageResponseSchema,
      }),
    /** GET /api/setting/app-version. */
    appVersion: () =>
      http.send({ method: 'GET', path: '/api/setting/app-version', response: appVersionSchema }),
    /** POST /api/setting/app-version (JSON): android, ios. */
    saveAppVersion: (payload: AppVersionSavePayload) =>
      http.send({
        method: 'POST',
        path: '/api/setting/app-version',
        json: payload,
        response: messageResponseSchema,
      }),
  };
}
