import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { displayPermissionName } from '@strata/domain';

/** The server's access areas (spec 002 §3) and their translations; an unknown one stays as sent. */
const AREA_LABELS: Record<string, MessageDescriptor> = {
  Owners: msg`Owners`,
  Admins: msg`Admins`,
  Units: msg`Units`,
  'Access Card': msg`Access Card`,
  Properties: msg`Properties`,
  Visitors: msg`Visitors`,
  Audit: msg`Audit`,
  'Account Statement': msg`Account Statement`,
  Payments: msg`Payments`,
  Announcements: msg`Announcements`,
  Report: msg`Report`,
  Setting: msg`Setting`,
  Bookings: msg`Bookings`,
  Facilities: msg`Facilities`,
  Complains: msg`Complains`,
  Tenants: msg`Tenants`,
  // new:resource areas inserts above
};

/** Permission names as displayed ('Cancel (Request)' is 'Void (Request)', spec 002 §6). */
const PERMISSION_LABELS: Record<string, MessageDescriptor> = {
  View: msg`View`,
  Create: msg`Create`,
  Update: msg`Update`,
  Delete: msg`Delete`,
  'Void (Request)': msg`Void (Request)`,
  'Void (Approve)': msg`Void (Approve)`,
};

/** An access area's name in the active language. */
export function areaLabel(i18n: I18n, area: string): string {
  const descriptor = AREA_LABELS[area];
  return descriptor ? i18n._(descriptor) : area;
}

/** A permission's display name (the spec's renames) in the active language. */
export function permissionLabel(i18n: I18n, permission: string): string {
  const shown = displayPermissionName(permission);
  const descriptor = PERMISSION_LABELS[shown];
  return descriptor ? i18n._(descriptor) : shown;
}
