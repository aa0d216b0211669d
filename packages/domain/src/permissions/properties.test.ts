import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMenu, can, guardRoute } from './index';

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const dashboardPath = fc
  .array(segment, { minLength: 1, maxLength: 3 })
  .map((parts) => `/d/${parts.join('/')}`);

const anyUser = fc.record({
  id: fc.nat(),
  role: fc.constantFrom('Owner', 'Admin', 'Manager', 'Accountant', 'Cashier', 'CSA', ''),
  isSuperUser: fc.boolean(),
  isSkaloot: fc.boolean(),
  isGuard: fc.boolean(),
  unit_id: fc.option(fc.nat(), { nil: null }),
  policies: fc.array(
    fc.record({
      resource: fc.constantFrom('Owners', 'Admins', 'Units', 'Audit', 'Report', 'Properties'),
      name: fc.constantFrom('View', 'Create', 'Update'),
      active: fc.boolean(),
    }),
  ),
});

describe('guardRoute, for any path and user', () => {
  it('given no token, every dashboard page but login sends the visitor to login', () => {
    fc.assert(
      fc.property(dashboardPath, (path) => {
        const decision = guardRoute(null, path);
        if (path === '/d/login') expect(decision).toEqual({ kind: 'allow' });
        else expect(decision).toEqual({ kind: 'redirect', to: '/d/login' });
      }),
    );
  });

  it('given a signed-in user, never sends them to login', () => {
    fc.assert(
      fc.property(anyUser, dashboardPath, (user, path) => {
        const decision = guardRoute(user, path);
        expect(decision.kind === 'allow' || decision.to === '/d/dashboard').toBe(true);
      }),
    );
  });

  it('given an owner, the users and units lists always send them to the dashboard', () => {
    fc.assert(
      fc.property(
        anyUser,
        fc.constantFrom('/d/owners', '/d/admins', '/d/units', '/d/unit'),
        (user, path) => {
          expect(guardRoute({ ...user, role: 'Owner' }, path)).toEqual({
            kind: 'redirect',
            to: '/d/dashboard',
          });
        },
      ),
    );
  });
});

describe('can and buildMenu, for any user', () => {
  it('given a super user, every check passes', () => {
    fc.assert(
      fc.property(anyUser, segment, segment, (user, resource, permission) =>
        can({ ...user, isSuperUser: true }, resource, permission),
      ),
    );
  });

  it('given any user, the menu starts with Dashboard and ends with Notification, Support, Logout', () => {
    fc.assert(
      fc.property(anyUser, (user) => {
        const labels = buildMenu(user, []).map((entry) => entry.label);
        expect(labels[0]).toBe('Dashboard');
        expect(labels.slice(-3)).toEqual(['Notification', 'Support', 'Logout']);
      }),
    );
  });
});
