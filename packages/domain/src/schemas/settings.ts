import { z } from 'zod';
import { LIST_MAX, ROLE_NAME_MAX, TEXT_MAX } from '../constants/limits';
import { WIRE_MESSAGES } from './messages';
import {
  base64File,
  requiredText,
  uploadFields,
  wireBoolean,
  wireCount,
  wireId,
  wireList,
  wireToken,
} from './primitives';

const permission = z.object({ name: requiredText('Permission name'), active: wireBoolean });

/** A role's policies by access area: at most {@link LIST_MAX} areas, names within TEXT_MAX. */
const policies = z
  .record(
    z.string().max(TEXT_MAX, { error: WIRE_MESSAGES.textTooLong(TEXT_MAX) }),
    z.object({ permissions: wireList(permission) }),
  )
  .refine((areas) => Object.keys(areas).length <= LIST_MAX, {
    error: WIRE_MESSAGES.listTooLong(LIST_MAX),
  });

const role = z.object({
  name: requiredText('Role name', ROLE_NAME_MAX),
  policies,
  disabled: wireBoolean.optional(),
  new: wireBoolean.optional(),
});

/** POST /api/setting (JSON): ages and expiry period are whole numbers of 0 or more. */
export const settingsSaveSchema = z.object({
  adult_min_age: wireCount,
  child_min_age: wireCount,
  senior_min_age: wireCount,
  super_senior_min_age: wireCount,
  agents_ticket_expiry_period: wireCount,
  roles: wireList(role),
});

/** What POST /api/setting sends. */
export type SettingsSavePayload = z.input<typeof settingsSaveSchema>;

/** POST /api/setting/online (JSON): online as 0 or 1. */
export const appOnlineSchema = z.object({
  online: wireBoolean.transform((online): 0 | 1 => (online ? 1 : 0)),
});

/** What POST /api/setting/online sends. */
export type AppOnlinePayload = z.input<typeof appOnlineSchema>;

/** POST /api/setting/app-version (JSON). */
export const appVersionSaveSchema = z.object({
  android: requiredText('Android version'),
  ios: requiredText('iOS version'),
});

/** What POST /api/setting/app-version sends. */
export type AppVersionSavePayload = z.input<typeof appVersionSaveSchema>;

/** POST /api/units/house-rules/upload (multipart; shape ours): the property's house-rules PDF. */
export const houseRulesUploadSchema = z.object({
  doc: base64File('Document'),
  ...uploadFields,
  property_id: wireId,
});

/** What POST /api/units/house-rules/upload sends. */
export type HouseRulesUploadPayload = z.input<typeof houseRulesUploadSchema>;

/** The settings calls' query: a super user names the property (default: the first). */
export const settingsQuerySchema = z.object({ property_id: wireId.optional() });

/** What the settings calls send as their query. */
export type SettingsQuery = z.input<typeof settingsQuerySchema>;

/** GET /api/units/house-rules query: the property (super users) and the token, for a frame. */
export const houseRulesQuerySchema = z.object({
  property_id: wireId.optional(),
  token: wireToken.optional(),
});

/** What GET /api/units/house-rules sends. */
export type HouseRulesQuery = z.input<typeof houseRulesQuerySchema>;
