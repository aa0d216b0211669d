import { describe, expect, it } from 'vitest';
import { guardRoute, guardSession, type PermissionSubject } from './index';

const allow = { kind: 'allow' };
const toLogin = { kind: 'redirect', to: '/d/login' };
const toDashboard = { kind: 'redirect', to: '/d/dashboard' };

const grant = (...names: string[]) => names.map((name) => ({ name, active: true }));

const owner: PermissionSubject = { id: 7, role: 'Owner', unit_id: 12 };
const admin: PermissionSubject = {
  id: 2,
  role: 'Admin',
  policies: grant('Owners.View', 'Units.View', 'Audit.View'),
};
const bareAdmin: PermissionSubject = { id: 3, role: 'Admin', policies: [] };
const root: PermissionSubject = { id: 1, role: 'Admin', isSuperUser: true };

describe('guardRoute without a token', () => {
  it('given any dashboard page, sends the visitor to login', () => {
    expect(guardRoute(null, '/d/dashboard')).toEqual(toLogin);
    expect(guardRoute(null, '/d/units/4')).toEqual(toLogin);
  });

  it('given the login page, lets the visitor in', () => {
    expect(guardRoute(null, '/d/login')).toEqual(allow);
  });

  it('given an unknown path, sends the visitor to login', () => {
    expect(guardRoute(null, '/somewhere')).toEqual(toLogin);
  });

  it('given the public root or a public visitor pass, needs no login', () => {
    expect(guardRoute(null, '/')).toEqual(allow);
    expect(guardRoute(null, '/visitors/QR123?x=1')).toEqual(allow);
  });
});

describe('guardRoute when signed in', () => {
  it('given the login page, sends the user to the dashboard', () => {
    expect(guardRoute(owner, '/d/login')).toEqual(toDashboard);
  });

  it('given an unknown path, sends the user to the dashboard', () => {
    expect(guardRoute(owner, '/elsewhere')).toEqual(toDashboard);
    expect(guardRoute(owner, '/d')).toEqual(toDashboard);
    expect(guardRoute(owner, '/d/nothing-here')).toEqual(toDashboard);
    expect(guardRoute(root, '/d/owners/1/extra')).toEqual(toDashboard);
  });

  it('given the pages every user has, lets an owner in', () => {
    for (const page of [
      'dashboard',
      'profile',
      'inbox',
      'house-rules',
      'support',
      'notification',
      'logout',
      'pos',
      'account-statements',
      'payments',
      'visitors',
    ]) {
      expect(guardRoute(owner, `/d/${page}`)).toEqual(allow);
    }
  });

  it('given a trailing slash or a query, reads the same route', () => {
    expect(guardRoute(owner, '/d/dashboard/')).toEqual(allow);
    expect(guardRoute(admin, '/d/owners?page=2#top')).toEqual(allow);
  });
});

describe('guardRoute on the users lists', () => {
  it('given an owner, sends them away from the owners and admins lists', () => {
    expect(guardRoute(owner, '/d/owners')).toEqual(toDashboard);
    expect(guardRoute(owner, '/d/admins/2')).toEqual(toDashboard);
  });

  it('given View on the module, lets a staff user in', () => {
    expect(guardRoute(admin, '/d/owners')).toEqual(allow);
    expect(guardRoute(admin, '/d/owners/9')).toEqual(allow);
  });

  it('given no View on the module, sends a staff user to the dashboard', () => {
    expect(guardRoute(admin, '/d/admins')).toEqual(toDashboard);
  });

  it('given a new user form, needs Create on the module', () => {
    expect(guardRoute(admin, '/d/owners/new')).toEqual(toDashboard);
    expect(guardRoute({ ...admin, policies: grant('Owners.Create') }, '/d/owners/new')).toEqual(
      allow,
    );
  });

  it('given /d/users/{id}, needs View on owners or admins and no owner role', () => {
    expect(guardRoute(admin, '/d/users/4')).toEqual(allow);
    expect(guardRoute({ role: 'Admin', policies: grant('Admins.View') }, '/d/users/4')).toEqual(
      allow,
    );
    expect(guardRoute(bareAdmin, '/d/users/4')).toEqual(toDashboard);
    expect(guardRoute(owner, '/d/users/4')).toEqual(toDashboard);
    expect(guardRoute(admin, '/d/users')).toEqual(toDashboard);
  });
});

describe('guardRoute on units', () => {
  it('given an owner, sends them away from the units list', () => {
    expect(guardRoute(owner, '/d/units')).toEqual(toDashboard);
    expect(guardRoute(owner, '/d/unit')).toEqual(toDashboard);
  });

  it('given View on Units, lets staff open the list and a unit', () => {
    expect(guardRoute(admin, '/d/units')).toEqual(allow);
    expect(guardRoute(admin, '/d/unit')).toEqual(allow);
    expect(guardRoute(admin, '/d/units/3')).toEqual(allow);
  });

  it('given no View on Units, sends staff to the dashboard', () => {
    expect(guardRoute(bareAdmin, '/d/units')).toEqual(toDashboard);
    expect(guardRoute(bareAdmin, '/d/units/3')).toEqual(toDashboard);
  });

  it('given a new unit, needs Create on Units', () => {
    expect(guardRoute(admin, '/d/units/new')).toEqual(toDashboard);
    expect(guardRoute(root, '/d/units/new')).toEqual(allow);
  });

  it("given an owner, opens only their own unit's detail", () => {
    expect(guardRoute(owner, '/d/units/12')).toEqual(allow);
    expect(guardRoute(owner, '/d/units/13')).toEqual(toDashboard);
    expect(guardRoute(owner, '/d/units/new')).toEqual(toDashboard);
    expect(guardRoute({ role: 'Owner' }, '/d/units/12')).toEqual(toDashboard);
  });

  it('given property-unit, needs a unit of the user', () => {
    expect(guardRoute(owner, '/d/property-unit')).toEqual(allow);
    expect(guardRoute(admin, '/d/property-unit')).toEqual(toDashboard);
  });
});

describe('guardRoute on properties', () => {
  it('given an admin or a super user, opens properties and a property detail', () => {
    expect(guardRoute(bareAdmin, '/d/properties')).toEqual(allow);
    expect(guardRoute(bareAdmin, '/d/property')).toEqual(allow);
    expect(guardRoute(bareAdmin, '/d/properties/1')).toEqual(allow);
    expect(guardRoute(root, '/d/properties/1?editMode=true')).toEqual(allow);
  });

  it('given an owner or a guard, sends them to the dashboard', () => {
    expect(guardRoute(owner, '/d/properties')).toEqual(toDashboard);
    expect(guardRoute({ role: 'Security Guard', isGuard: true }, '/d/properties/1')).toEqual(
      toDashboard,
    );
  });

  it('given a new property, needs admin or super user plus Create on Properties', () => {
    expect(guardRoute(root, '/d/properties/new')).toEqual(allow);
    expect(guardRoute(bareAdmin, '/d/properties/new')).toEqual(toDashboard);
    expect(
      guardRoute({ role: 'Accountant', policies: grant('Properties.Create') }, '/d/properties/new'),
    ).toEqual(toDashboard);
  });
});

describe('guardRoute on the other pages', () => {
  it('given an announcement detail, lets only admins and super users in', () => {
    expect(guardRoute(bareAdmin, '/d/announcements/5')).toEqual(allow);
    expect(guardRoute(root, '/d/announcements/new')).toEqual(allow);
    expect(guardRoute(owner, '/d/announcements/5')).toEqual(toDashboard);
    expect(guardRoute(owner, '/d/announcements')).toEqual(allow);
  });

  it('given a visitor detail or a new visitor, lets any signed-in user in', () => {
    expect(guardRoute(owner, '/d/visitors/new')).toEqual(allow);
    expect(guardRoute(owner, '/d/visitors/QR1')).toEqual(allow);
  });

  it('given the audit page, needs View on Audit', () => {
    expect(guardRoute(admin, '/d/audit')).toEqual(allow);
    expect(guardRoute(bareAdmin, '/d/audit')).toEqual(toDashboard);
  });

  it('given the report page, needs both View and Create on Report', () => {
    expect(guardRoute({ policies: grant('Report.View') }, '/d/report')).toEqual(toDashboard);
    expect(guardRoute({ policies: grant('Report.Create') }, '/d/report')).toEqual(toDashboard);
    expect(guardRoute({ policies: grant('Report.View', 'Report.Create') }, '/d/report')).toEqual(
      allow,
    );
  });

  it('given the setting page, lets only super users and Managers in', () => {
    expect(guardRoute(root, '/d/setting')).toEqual(allow);
    expect(guardRoute({ role: 'Manager' }, '/d/setting')).toEqual(allow);
    expect(guardRoute(bareAdmin, '/d/setting')).toEqual(toDashboard);
  });

  it('given check-in, lets only super users and guards in', () => {
    expect(guardRoute({ role: 'Security Guard', isGuard: true }, '/d/check-in')).toEqual(allow);
    expect(guardRoute(root, '/d/check-in')).toEqual(allow);
    expect(guardRoute(bareAdmin, '/d/check-in')).toEqual(toDashboard);
  });

  it('given the developer pages, lets only the developer user in (spec 002 §6)', () => {
    const developer = { role: 'Admin', isDeveloper: true };
    const staff = { role: 'Admin', isSkaloot: true };
    for (const page of ['error-log', 'api-request-log', 'app-version']) {
      expect(guardRoute(developer, `/d/${page}`)).toEqual(allow);
      expect(guardRoute(staff, `/d/${page}`)).toEqual(toDashboard);
      expect(guardRoute(root, `/d/${page}`)).toEqual(toDashboard);
    }
  });

  it('given an id under a page that has none, sends the user to the dashboard', () => {
    expect(guardRoute(root, '/d/audit/1')).toEqual(toDashboard);
    expect(guardRoute(root, '/d/report/x')).toEqual(toDashboard);
    expect(guardRoute(root, '/d/setting/x')).toEqual(toDashboard);
    expect(guardRoute(root, '/d/check-in/x')).toEqual(toDashboard);
    expect(guardRoute({ isDeveloper: true }, '/d/error-log/x')).toEqual(toDashboard);
    expect(guardRoute(owner, '/d/property-unit/3')).toEqual(toDashboard);
    expect(guardRoute(owner, '/d/inbox/3')).toEqual(toDashboard);
  });
});

describe('guardSession', () => {
  it('given no token, decides as guardRoute does without needing the user', () => {
    for (const path of [
      '/d/dashboard',
      '/d/units/4',
      '/somewhere',
      '/d/login',
      '/',
      '/visitors/QR1',
    ])
      expect(guardSession(false, path)).toEqual(guardRoute(null, path));
  });

  it('given a token, sends login and paths outside /d to the dashboard and lets a section through', () => {
    expect(guardSession(true, '/d/login')).toEqual(toDashboard);
    expect(guardSession(true, '/elsewhere')).toEqual(toDashboard);
    expect(guardSession(true, '/d/units/4/more')).toEqual(toDashboard);
    // The role check is guardRoute's, with the signed-in screens.
    expect(guardSession(true, '/d/audit')).toEqual(allow);
    expect(guardRoute(owner, '/d/audit')).toEqual(toDashboard);
  });
});

describe('guardRoute for a tenant (spec 002 §1 Tenants service)', () => {
  const tenant: PermissionSubject = {
    id: 9,
    role: 'Tenant',
    unit_id: 12,
    policies: grant('Units.View', 'Visitors.View', 'Visitors.Create', 'Announcements.View'),
  };

  it('given their unit, visitors, announcements, inbox and house rules, lets them in', () => {
    for (const path of [
      '/d/property-unit',
      '/d/unit/12',
      '/d/visitors',
      '/d/visitors/new',
      '/d/announcements',
      '/d/inbox',
      '/d/house-rules',
    ]) {
      expect(guardRoute(tenant, path), path).toEqual(allow);
    }
  });

  it('given statements or payments typed by hand, opens them (the page says why not)', () => {
    for (const path of ['/d/account-statements', '/d/payments']) {
      expect(guardRoute(tenant, path), path).toEqual(allow);
    }
  });

  it('given tenants, units or the counter typed by hand, sends them to the dashboard', () => {
    for (const path of ['/d/tenants', '/d/units', '/d/pos']) {
      expect(guardRoute(tenant, path), path).toEqual(toDashboard);
    }
  });

  it('given the same pages, lets an owner with the grants into statements and tenants', () => {
    const granted = { ...owner, policies: grant('Tenants.View') };
    expect(guardRoute(granted, '/d/account-statements')).toEqual(allow);
    expect(guardRoute(granted, '/d/tenants')).toEqual(allow);
  });
});
