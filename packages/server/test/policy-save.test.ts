import { describe, expect, it } from 'vitest';
import { appliedPolicies, samePolicies } from '../src/modules/settings/records';

const area = (view: boolean, create: boolean, update: boolean) => ({
  permissions: [
    { name: 'View', active: view },
    { name: 'Create', active: create },
    { name: 'Update', active: update },
  ],
});

describe('saving a role policy (spec 002 §4 on the server)', () => {
  const stored = { Units: area(true, true, false), Visitors: area(false, false, false) };

  it('turns every permission of an area off with View', () => {
    expect(appliedPolicies(stored, { Units: area(false, true, false) }).Units).toEqual(
      area(false, false, false),
    );
  });

  it('turns View on with any permission, and leaves unsent areas as stored', () => {
    const saved = appliedPolicies(stored, { Visitors: area(false, false, true) });
    expect(saved.Visitors).toEqual(area(true, false, true));
    expect(saved.Units).toEqual(stored.Units);
  });

  it('refuses an unknown area or permission', () => {
    expect(() => appliedPolicies(stored, { Boats: area(true, false, false) })).toThrow(
      'Boats is not an access area',
    );
    expect(() =>
      appliedPolicies(stored, { Units: { permissions: [{ name: 'Fly', active: true }] } }),
    ).toThrow('Fly is not a permission of Units');
  });

  it('tells an unchanged save from a change', () => {
    expect(samePolicies(stored, appliedPolicies(stored, stored))).toBe(true);
    expect(samePolicies(stored, appliedPolicies(stored, { Units: area(true, true, true) }))).toBe(
      false,
    );
  });
});
