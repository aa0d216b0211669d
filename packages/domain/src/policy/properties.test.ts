import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePolicies, togglePolicy, VIEW_PERMISSION, type RolePolicies } from './index';

const AREAS = ['Units', 'Owners', 'Report'] as const;
const NAMES = ['View', 'Create', 'Update', 'Cancel (Request)'] as const;

const policiesArb: fc.Arbitrary<RolePolicies> = fc
  .tuple(
    ...AREAS.map(() => fc.subarray([...NAMES], { minLength: 1 })),
    fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
  )
  .map(([...parts]) => {
    const flags = parts.pop() as boolean[];
    return Object.fromEntries(
      AREAS.map((area, at) => [
        area,
        {
          permissions: (parts[at] as string[]).map((name, index) => ({
            name,
            active: flags[at * NAMES.length + index] ?? false,
          })),
        },
      ]),
    );
  });

const toggleArb = fc.record({
  area: fc.constantFrom(...AREAS, 'Unknown'),
  permission: fc.constantFrom(...NAMES),
  active: fc.boolean(),
});

function holdsRule(policies: RolePolicies): boolean {
  return Object.values(policies).every((policy) => {
    const view = policy.permissions.find((permission) => permission.name === VIEW_PERMISSION);
    const anyOn = policy.permissions.some((permission) => permission.active);
    return !anyOn || view?.active === true;
  });
}

describe('policy toggling, for any sequence of toggles', () => {
  it('given normalized policies, every area with a permission on keeps View on', () => {
    fc.assert(
      fc.property(policiesArb, fc.array(toggleArb, { maxLength: 30 }), (start, toggles) => {
        let policies = normalizePolicies(start);
        expect(holdsRule(policies)).toBe(true);
        for (const { area, permission, active } of toggles) {
          policies = togglePolicy(policies, area, permission, active);
          expect(holdsRule(policies)).toBe(true);
        }
      }),
    );
  });

  it('given View turned off last on an area, nothing in that area is on', () => {
    fc.assert(
      fc.property(
        policiesArb,
        fc.array(toggleArb, { maxLength: 20 }),
        fc.constantFrom(...AREAS),
        (start, toggles, area) => {
          let policies = normalizePolicies(start);
          for (const toggle of toggles) {
            policies = togglePolicy(policies, toggle.area, toggle.permission, toggle.active);
          }
          policies = togglePolicy(policies, area, VIEW_PERMISSION, false);
          expect(policies[area]?.permissions.some((permission) => permission.active)).toBe(false);
        },
      ),
    );
  });

  it('given a permission of the area turned on, it and View are on; others change nothing', () => {
    fc.assert(
      fc.property(
        policiesArb,
        fc.constantFrom(...AREAS),
        fc.constantFrom(...NAMES),
        (start, area, permission) => {
          const policies = togglePolicy(start, area, permission, true);
          const known = start[area]?.permissions.some((entry) => entry.name === permission);
          const on = policies[area]?.permissions.filter((entry) => entry.active).map((e) => e.name);
          if (known || permission === VIEW_PERMISSION) {
            expect(on).toContain(permission);
            expect(on).toContain(VIEW_PERMISSION);
          } else {
            expect(policies[area]).toEqual(start[area]);
          }
        },
      ),
    );
  });
});
