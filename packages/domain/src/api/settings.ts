import { settings } from '../contract/settings';
import type { AppVersionSavePayload, SettingsSavePayload } from '../schemas';
import type { Http } from './http';

/** Spec 002 §7: settings, app status and app version. */
export function createSettingsApi(http: Http) {
  return {
    get: () => http.call(settings.get),
    /** The ages, the expiry period and the roles. */
    save: (payload: SettingsSavePayload) => http.call(settings.save, { body: payload }),
    /** Sends online as 0 or 1. */
    setOnline: (online: boolean) =>
      http.call(settings.setOnline, { body: { online: online ? 1 : 0 } }),
    appVersion: () => http.call(settings.appVersion),
    /** android, ios. */
    saveAppVersion: (payload: AppVersionSavePayload) =>
      http.call(settings.saveAppVersion, { body: payload }),
  };
}
