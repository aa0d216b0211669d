import { z } from 'zod';
import {
  base64File,
  requiredText,
  uploadFields,
  wireBoolean,
  wireCount,
  wireId,
} from './primitives';

const permission = z.object({ name: requiredText('Permission name'), active: wireBoolean });

const role = z.object({
  name: requiredText('Role name'),
  policies: z.record(z.string(), z.object({ permissions: z.array(permission) })),
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
  roles: z.array(role),
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
