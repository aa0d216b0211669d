import { displayNavName } from '../format';
import {
  isAdmin,
  isDeveloper,
  isGuard,
  isManager,
  isSuperUser,
  type PermissionSubject,
} from './subject';

/** The bubble counters a menu entry can show (spec 000 §2, §3). */
export type CounterKey = 'pending_payment' | 'unread_notification' | 'error_log' | 'bug_report';

/** The fields of a server-supplied menu entry (the wire `Nav`, spec 000 §2) that the menu reads. */
export type ServerNav = {
  name: string;
  path?: string | null;
  children?: readonly ServerNav[] | null;
};

/** One side-menu entry, ready to render: its label, target, counter key and children. */
export type MenuEntry = {
  /** Stable identity: the app entry's name, or `nav:{name}` for server entries. */
  key: string;
  label: string;
  path: string | null;
  counter: CounterKey | null;
  children: MenuEntry[];
};

/** Menu entries named here carry the counter beside them (spec 000 §2 unread counters). */
const COUNTERS: Readonly<Record<string, CounterKey>> = {
  Payments: 'pending_payment',
  Inbox: 'unread_notification',
  'Error Log': 'error_log',
  Support: 'bug_report',
};

function entry(label: string, path: string): MenuEntry {
  return { key: label, label, path, counter: COUNTERS[label] ?? null, children: [] };
}

function fromNav(nav: ServerNav, isChild: boolean): MenuEntry {
  return {
    key: `nav:${nav.name}`,
    // Spec 000 §2 renames a child named 'Dining Menu'; a top-level entry keeps its name.
    label: isChild ? displayNavName(nav.name) : nav.name,
    path: nav.path ?? null,
    counter: COUNTERS[nav.name] ?? null,
    children: (nav.children ?? []).map((child) => fromNav(child, true)),
  };
}

/**
 * The side menu in spec 000 §2 order: Dashboard; the server's entries; admin entries (super users
 * and admins: Properties, and Setting for super users and Managers per spec 002 §6); Audit (super
 * users and Managers); Check In (super users and guards); the developer's entries (Error Log, Api
 * Request Log, App Version; spec 002 §6); Notification; Support; Logout.
 */
export function buildMenu(
  user: PermissionSubject | null | undefined,
  navs: readonly ServerNav[] | null | undefined,
): MenuEntry[] {
  const superUser = isSuperUser(user);
  const menu: MenuEntry[] = [entry('Dashboard', '/d/dashboard')];
  menu.push(...(navs ?? []).map((nav) => fromNav(nav, false)));
  if (superUser || isAdmin(user)) {
    menu.push(entry('Properties', '/d/properties'));
    if (superUser || isManager(user)) menu.push(entry('Setting', '/d/setting'));
  }
  if (superUser || isManager(user)) menu.push(entry('Audit', '/d/audit'));
  if (superUser || isGuard(user)) menu.push(entry('Check In', '/d/check-in'));
  if (isDeveloper(user)) {
    menu.push(
      entry('Error Log', '/d/error-log'),
      entry('Api Request Log', '/d/api-request-log'),
      entry('App Version', '/d/app-version'),
    );
  }
  menu.push(
    entry('Notification', '/d/notification'),
    entry('Support', '/d/support'),
    entry('Logout', '/d/logout'),
  );
  return menu;
}
