import { describe, expect, it } from 'vitest';
import type { RoleWithPolicies } from '../wire';
import {
  addRole,
  deleteRole,
  normalizePolicies,
  policyRows,
  renameRole,
  togglePolicy,
  toggleRolePermission,
  type RolePolicies,
} from './index';

const units = (view: boolean, create: boolean, update = false) => ({
  permissions: [
    { name: 'View', active: view },
    { name: 'Create', active: create },
    { name: 'Update', active: update },
  ],
});

const active = (policies: RolePolicies, area: string) =>
  policies[area]?.permissions.filter((permission) => permission.active).map(({ name }) => name);

describe('togglePolicy', () => {
  it('given View turned off, turns every permission of the area off', () => {
    const policies = togglePolicy({ Units: units(true, true, true) }, 'Units', 'View', false);
    expect(active(policies, 'Units')).toEqual([]);
  });

  it('given a permission turned on, turns View on with it', () => {
    const policies = togglePolicy({ Units: units(false, false) }, 'Units', 'Create', true);
    expect(active(policies, 'Units')).toEqual(['View', 'Create']);
  });

  it('given a permission turned off, leaves View and the others on', () => {
    const policies = togglePolicy({ Units: units(true, true, true) }, 'Units', 'Create', false);
    expect(active(policies, 'Units')).toEqual(['View', 'Update']);
  });

  it('given View turned on alone, turns only View on', () => {
    const policies = togglePolicy({ Units: units(false, false) }, 'Units', 'View', true);
    expect(active(policies, 'Units')).toEqual(['View']);
  });

  it('given an area without a View entry, adds View when a permission turns on', () => {
    const policies = togglePolicy(
      { Report: { permissions: [{ name: 'Create', active: false }] } },
      'Report',
      'Create',
      true,
    );
    expect(policies.Report?.permissions).toEqual([
      { name: 'View', active: true },
      { name: 'Create', active: true },
    ]);
  });

  it('given a permission the area does not have, changes nothing', () => {
    const policies = togglePolicy({ Units: units(false, false) }, 'Units', 'Delete', true);
    expect(active(policies, 'Units')).toEqual([]);
  });

  it('given another area, leaves it untouched', () => {
    const audit = units(true, false);
    const policies = togglePolicy(
      { Units: units(true, true), Audit: audit },
      'Units',
      'View',
      false,
    );
    expect(policies.Audit).toBe(audit);
  });

  it('given an unknown area, returns the policies unchanged', () => {
    const policies = { Units: units(true, false) };
    expect(togglePolicy(policies, 'Nowhere', 'View', true)).toBe(policies);
  });

  it('given the original policies, does not change them', () => {
    const policies = { Units: units(true, true) };
    togglePolicy(policies, 'Units', 'View', false);
    expect(active(policies, 'Units')).toEqual(['View', 'Create']);
  });
});

describe('toggleRolePermission', () => {
  it('given an editable role, switches the permission', () => {
    const role = { name: 'Cashier', policies: { Units: units(false, false) } };
    expect(active(toggleRolePermission(role, 'Units', 'Create', true).policies, 'Units')).toEqual([
      'View',
      'Create',
    ]);
  });

  it('given a system role, leaves it read-only', () => {
    const role = { name: 'Admin', disabled: true, policies: { Units: units(true, true) } };
    expect(toggleRolePermission(role, 'Units', 'View', false)).toBe(role);
  });
});

describe('normalizePolicies', () => {
  it('given an area with a permission on and View off, turns View on', () => {
    expect(active(normalizePolicies({ Units: units(false, true) }), 'Units')).toEqual([
      'View',
      'Create',
    ]);
  });

  it('given an area with everything off, keeps it off', () => {
    expect(active(normalizePolicies({ Units: units(false, false) }), 'Units')).toEqual([]);
  });
});

const saved: RoleWithPolicies = { name: 'Cashier', policies: { Units: units(true, false) } };
const system: RoleWithPolicies = { name: 'Admin', disabled: true, policies: {} };

describe('addRole', () => {
  it('given the default policies, appends a new unnamed role with a copy of them', () => {
    const defaults = { Units: units(false, false) };
    const roles = addRole([saved], defaults);
    expect(roles).toHaveLength(2);
    expect(roles[1]).toEqual({ name: '', policies: defaults, new: true });
    expect(roles[1]?.policies.Units).not.toBe(defaults.Units);
  });

  it('given a name, uses it', () => {
    expect(addRole([], {}, 'Supervisor')[0]?.name).toBe('Supervisor');
  });
});

describe('renameRole', () => {
  it('given a new role, renames it', () => {
    const roles = addRole([saved], {});
    expect(renameRole(roles, 1, 'Supervisor')[1]?.name).toBe('Supervisor');
  });

  it('given a saved role, keeps its name', () => {
    expect(renameRole([saved], 0, 'Renamed')[0]?.name).toBe('Cashier');
  });
});

describe('deleteRole', () => {
  it('given a new unsaved role, deletes it', () => {
    const roles = addRole([saved], {}, 'Draft');
    expect(deleteRole(roles, 1)).toEqual({ ok: true, roles: [saved] });
  });

  it('given a saved role, refuses: it has been created', () => {
    expect(deleteRole([saved], 0)).toEqual({
      ok: false,
      message: 'Cannot delete role that has been created',
    });
  });

  it('given a system role, refuses: the system requires it', () => {
    expect(deleteRole([system], 0)).toEqual({
      ok: false,
      message: 'Cannot delete role that is required by the system',
    });
  });

  it('given an index with no role, changes nothing', () => {
    expect(deleteRole([saved], 3)).toEqual({ ok: true, roles: [saved] });
  });
});

describe('policyRows', () => {
  it("given 'Cancel (Request)' and 'Cancel (Approve)', labels them as Void and keeps the wire names", () => {
    const rows = policyRows({
      Booking: {
        permissions: [
          { name: 'View', active: true },
          { name: 'Cancel (Request)', active: false },
          { name: 'Cancel (Approve)', active: true },
        ],
      },
    });
    expect(rows).toEqual([
      {
        area: 'Booking',
        permissions: [
          { name: 'View', label: 'View', active: true },
          { name: 'Cancel (Request)', label: 'Void (Request)', active: false },
          { name: 'Cancel (Approve)', label: 'Void (Approve)', active: true },
        ],
      },
    ]);
  });
});
