import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Nav, SessionUser } from '../wire';
import type { buildMenu } from './index';
import {
  can,
  isAdmin,
  isAdminOrSuperUser,
  isGuard,
  isManager,
  isOwner,
  isProviderStaff,
  isSuperUser,
  policyName,
  type PermissionSubject,
} from './index';

describe('role checks', () => {
  it('given Admin or Manager, isAdmin is true', () => {
    expect(isAdmin({ role: 'Admin' })).toBe(true);
    expect(isAdmin({ role: 'Manager' })).toBe(true);
  });

  it('given Owner, Accountant or no user, isAdmin is false', () => {
    expect(isAdmin({ role: 'Owner' })).toBe(false);
    expect(isAdmin({ role: 'Accountant' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('given a super user without an admin role, isAdmin is false but isAdminOrSuperUser is true', () => {
    const root = { role: 'Owner', isSuperUser: true };
    expect(isAdmin(root)).toBe(false);
    expect(isAdminOrSuperUser(root)).toBe(true);
  });

  it('given the Owner role, isOwner is true; any other role is not an owner', () => {
    expect(isOwner({ role: 'Owner' })).toBe(true);
    expect(isOwner({ role: 'Admin' })).toBe(false);
  });

  it('given the flags, isGuard, isProviderStaff and isSuperUser read them', () => {
    expect(isGuard({ isGuard: true })).toBe(true);
    expect(isGuard({ role: 'Security Guard' })).toBe(false);
    expect(isProviderStaff({ isSkaloot: true })).toBe(true);
    expect(isProviderStaff({ isSuperUser: true })).toBe(false);
    expect(isSuperUser({ isSuperUser: true })).toBe(true);
    expect(isSuperUser(undefined)).toBe(false);
  });

  it('given the Manager role, isManager is true and Admin is not a manager', () => {
    expect(isManager({ role: 'Manager' })).toBe(true);
    expect(isManager({ role: 'Admin' })).toBe(false);
  });
});

describe('can', () => {
  it('given a super user with no policies, passes every check', () => {
    expect(can({ isSuperUser: true }, 'Units', 'Create')).toBe(true);
    expect(can({ isSuperUser: true, policies: null }, 'Report', 'View')).toBe(true);
  });

  it('given no user, fails', () => {
    expect(can(null, 'Units', 'View')).toBe(false);
  });

  it('given a flat policy list, finds the active Resource.Permission entry', () => {
    const user = { role: 'Admin', policies: [{ name: 'Units.Create', active: true }] };
    expect(can(user, 'Units', 'Create')).toBe(true);
  });

  it('given a flat entry that is inactive, fails', () => {
    const user = { role: 'Admin', policies: [{ name: 'Units.Create', active: false }] };
    expect(can(user, 'Units', 'Create')).toBe(false);
  });

  it('given a permission on another resource, fails', () => {
    const user = { role: 'Admin', policies: [{ name: 'Owners.Create', active: true }] };
    expect(can(user, 'Units', 'Create')).toBe(false);
  });

  it('given an area with a space in its name, the flat name keeps the space', () => {
    expect(policyName('Account Statement', 'Create')).toBe('Account Statement.Create');
    const user = { policies: [{ name: 'Account Statement.Create', active: true }] };
    expect(can(user, 'Account Statement', 'Create')).toBe(true);
  });

  it('given area-keyed role policies, finds the active permission in the area', () => {
    const user = {
      policies: {
        Report: {
          permissions: [
            { name: 'View', active: true },
            { name: 'Create', active: false },
          ],
        },
      },
    };
    expect(can(user, 'Report', 'View')).toBe(true);
    expect(can(user, 'Report', 'Create')).toBe(false);
    expect(can(user, 'Audit', 'View')).toBe(false);
  });

  it('given wire entries naming the resource, matches resource and permission name', () => {
    const user = {
      role: 'Admin',
      policies: [
        { resource: 'Units', name: 'Create', active: true },
        { resource: 'Owners', name: 'View', active: false },
      ],
    };
    expect(can(user, 'Units', 'Create')).toBe(true);
    expect(can(user, 'Units', 'View')).toBe(false);
    expect(can(user, 'Owners', 'View')).toBe(false);
    expect(can(user, 'Owners', 'Create')).toBe(false);
  });

  it('given an entry with a resource, its name is not read as a dotted name', () => {
    const user = { policies: [{ resource: 'Audit', name: 'Units.Create', active: true }] };
    expect(can(user, 'Units', 'Create')).toBe(false);
  });

  it('given a user without policies, fails', () => {
    expect(can({ role: 'Admin' }, 'Units', 'View')).toBe(false);
  });
});

describe('wire compatibility', () => {
  it('given the wire session user and navs, the rules accept them as they are', () => {
    expectTypeOf<SessionUser>().toExtend<PermissionSubject>();
    expectTypeOf<Nav[]>().toExtend<Parameters<typeof buildMenu>[1]>();
  });
});
