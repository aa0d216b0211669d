import { appVersionSchema, settingsSchema } from '../responses/settings';
import {
  appOnlineSchema,
  appVersionSaveSchema,
  settingsQuerySchema,
  settingsSaveSchema,
} from '../schemas/settings';
import { SIGNED_IN, type EndpointGroup } from './endpoint';

/** The settings calls' wire schemas, by their component names. */
export const settingsSchemas = {
  SettingsQuery: settingsQuerySchema,
  Settings: settingsSchema,
  SettingsSaveBody: settingsSaveSchema,
  AppOnlineBody: appOnlineSchema,
  AppVersion: appVersionSchema,
  AppVersionSaveBody: appVersionSaveSchema,
};

/**
 * Spec 002 §7: settings, app status and app version. The settings calls are for super users and
 * Managers (a role, not a policy; spec 002 §6), the app version for developer users: the handlers
 * check both.
 */
export const settings = {
  get: {
    operationId: 'getSettings',
    method: 'GET',
    path: '/api/setting',
    tag: 'settings',
    summary: "A property's settings and role policies",
    access: SIGNED_IN,
    query: 'SettingsQuery',
    reply: 'Settings',
    failures: [400, 401, 404],
  },
  save: {
    operationId: 'saveSettings',
    method: 'POST',
    path: '/api/setting',
    tag: 'settings',
    summary: 'Saves the ages, the expiry period and the role policies',
    access: SIGNED_IN,
    query: 'SettingsQuery',
    body: 'SettingsSaveBody',
    reply: 'Message',
    failures: [400, 401, 404],
  },
  setOnline: {
    operationId: 'setAppOnline',
    method: 'POST',
    path: '/api/setting/online',
    tag: 'settings',
    summary: 'Turns the app online or offline',
    access: SIGNED_IN,
    query: 'SettingsQuery',
    body: 'AppOnlineBody',
    reply: 'Message',
    failures: [400, 401, 404],
  },
  appVersion: {
    operationId: 'getAppVersion',
    method: 'GET',
    path: '/api/setting/app-version',
    tag: 'developer',
    summary: 'The mobile apps’ current versions',
    access: SIGNED_IN,
    reply: 'AppVersion',
    failures: [400, 401],
  },
  saveAppVersion: {
    operationId: 'saveAppVersion',
    method: 'POST',
    path: '/api/setting/app-version',
    tag: 'developer',
    summary: 'Saves the mobile apps’ versions',
    access: SIGNED_IN,
    body: 'AppVersionSaveBody',
    reply: 'Message',
    failures: [400, 401],
  },
} as const satisfies EndpointGroup;
