import type { WireDate, WireId } from './common';

/** Spec 002 §3: one API request log row. */
export interface ApiRequestLogRow {
  id: WireId;
  username: string;
  url: string;
  post_data: string | null;
  platform: string;
  userAgent?: { platform?: string; browser?: string } | null;
  created_at: WireDate;
}

/** Spec 002 §3: the mobile app versions. */
export interface AppVersion {
  android: string;
  ios: string;
}
