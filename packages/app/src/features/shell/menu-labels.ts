import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The menu's English names (app entries and the server's navs) and their translations. */
const MENU_LABELS: Record<string, MessageDescriptor> = {
  Dashboard: msg`Dashboard`,
  Properties: msg`Properties`,
  Setting: msg`Setting`,
  Audit: msg`Audit`,
  'Check In': msg`Check In`,
  'Error Log': msg`Error Log`,
  'Api Request Log': msg`Api Request Log`,
  'App Version': msg`App Version`,
  Notification: msg`Notification`,
  Support: msg`Support`,
  Logout: msg`Logout`,
  Users: msg`Users`,
  Owners: msg`Owners`,
  Admins: msg`Admins`,
  Units: msg`Units`,
  'Property Unit': msg`Property Unit`,
  Visitors: msg`Visitors`,
  Finance: msg`Finance`,
  'Account Statements': msg`Account Statements`,
  Payments: msg`Payments`,
  Announcements: msg`Announcements`,
  Services: msg`Services`,
  Inbox: msg`Inbox`,
  Report: msg`Report`,
  'House Rules': msg`House Rules`,
  Others: msg`Others`,
  Facilities: msg`Facilities`,
  Complains: msg`Complains`,
  Tenants: msg`Tenants`,
  // new:resource labels inserts above
};

/** A menu entry's name in the active language; a name the app does not know stays as sent. */
export function menuLabel(i18n: I18n, label: string): string {
  const descriptor = MENU_LABELS[label];
  return descriptor ? i18n._(descriptor) : label;
}
