import { describe, expect, it } from 'vitest';
import { buildMenu } from './index';

const labels = (user: Parameters<typeof buildMenu>[0]) =>
  buildMenu(user, []).map((entry) => entry.label);

describe('buildMenu', () => {
  it('given an owner, shows only the entries everyone gets, in order', () => {
    expect(labels({ role: 'Owner' })).toEqual(['Dashboard', 'Notification', 'Support', 'Logout']);
  });

  it('given a super user who is also provider staff, shows every entry but the developer pages', () => {
    expect(labels({ role: 'Admin', isSuperUser: true, isSkaloot: true })).toEqual([
      'Dashboard',
      'Properties',
      'Setting',
      'Audit',
      'Check In',
      'Notification',
      'Support',
      'Logout',
    ]);
  });

  it('given an Admin, shows Properties but not Setting, Audit or Check In', () => {
    expect(labels({ role: 'Admin' })).toEqual([
      'Dashboard',
      'Properties',
      'Notification',
      'Support',
      'Logout',
    ]);
  });

  it('given a Manager, shows Properties, Setting and Audit', () => {
    expect(labels({ role: 'Manager' })).toEqual([
      'Dashboard',
      'Properties',
      'Setting',
      'Audit',
      'Notification',
      'Support',
      'Logout',
    ]);
  });

  it('given a guard, shows Check In', () => {
    expect(labels({ role: 'Security Guard', isGuard: true })).toContain('Check In');
  });

  it('given provider staff who is not a developer, hides the developer pages (spec 002 §6)', () => {
    expect(labels({ role: 'Owner', isSkaloot: true })).toEqual([
      'Dashboard',
      'Notification',
      'Support',
      'Logout',
    ]);
  });

  it('given the developer user, shows the developer pages', () => {
    expect(labels({ role: 'Admin', isDeveloper: true })).toEqual([
      'Dashboard',
      'Properties',
      'Error Log',
      'Api Request Log',
      'App Version',
      'Notification',
      'Support',
      'Logout',
    ]);
  });

  it('given server navs, places them after Dashboard and before the admin entries', () => {
    const menu = buildMenu({ role: 'Admin' }, [
      { name: 'Units', path: '/d/units' },
      { name: 'Payments', path: '/d/payments' },
    ]);
    expect(menu.slice(0, 4).map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Units',
      'Payments',
      'Properties',
    ]);
    expect(menu[1]).toEqual({
      key: 'nav:Units',
      label: 'Units',
      path: '/d/units',
      counter: null,
      children: [],
    });
  });

  it("given a child named 'Dining Menu', displays it as 'Others'", () => {
    const [, parent] = buildMenu({ role: 'Admin' }, [
      { name: 'Facilities', children: [{ name: 'Dining Menu', path: '/d/facilities' }] },
    ]);
    expect(parent?.path).toBeNull();
    expect(parent?.children[0]?.label).toBe('Others');
    expect(parent?.children[0]?.key).toBe('nav:Dining Menu');
  });

  it("given a top-level entry named 'Dining Menu', keeps its name", () => {
    const [, nav] = buildMenu(null, [{ name: 'Dining Menu' }]);
    expect(nav?.label).toBe('Dining Menu');
  });

  it('given Payments and Inbox navs, gives them the pending-payment and unread counters', () => {
    const menu = buildMenu({ role: 'Owner' }, [
      { name: 'Finance', children: [{ name: 'Payments' }] },
      { name: 'Inbox', path: '/d/inbox' },
    ]);
    expect(menu[1]?.counter).toBeNull();
    expect(menu[1]?.children[0]?.counter).toBe('pending_payment');
    expect(menu[2]?.counter).toBe('unread_notification');
  });

  it('given the app entries, Error Log and Support carry their counters', () => {
    const menu = buildMenu({ isDeveloper: true }, null);
    const counters = Object.fromEntries(menu.map((entry) => [entry.label, entry.counter]));
    expect(counters['Error Log']).toBe('error_log');
    expect(counters['Support']).toBe('bug_report');
    expect(counters['Dashboard']).toBeNull();
  });

  it('given the app entries, each links to its route', () => {
    const menu = buildMenu({ isSuperUser: true, isDeveloper: true }, []);
    expect(Object.fromEntries(menu.map((entry) => [entry.label, entry.path]))).toEqual({
      Dashboard: '/d/dashboard',
      Properties: '/d/properties',
      Setting: '/d/setting',
      Audit: '/d/audit',
      'Check In': '/d/check-in',
      'Error Log': '/d/error-log',
      'Api Request Log': '/d/api-request-log',
      'App Version': '/d/app-version',
      Notification: '/d/notification',
      Support: '/d/support',
      Logout: '/d/logout',
    });
  });
});
