import { describe, expect, it } from 'vitest';
import { settingsErrors } from './index';

const settings = {
  agents_ticket_expiry_period: 6,
  child_min_age: 0,
  adult_min_age: '13',
  senior_min_age: 60,
  super_senior_min_age: 80,
  roles: [{ name: 'Manager' }],
};

describe('settingsErrors', () => {
  it('given numbers of 0 or more and named roles, passes', () => {
    expect(settingsErrors(settings)).toEqual({});
  });

  it('given a negative age, asks for 0 or more', () => {
    expect(settingsErrors({ ...settings, senior_min_age: -1 })).toEqual({
      senior_min_age: 'minZero',
    });
  });

  it('given blank or non-numeric values, asks to complete them', () => {
    expect(
      settingsErrors({ ...settings, agents_ticket_expiry_period: '', child_min_age: 'ten' }),
    ).toEqual({
      agents_ticket_expiry_period: 'required',
      child_min_age: 'required',
    });
  });

  it('given a role without a name, asks to complete that role name', () => {
    expect(settingsErrors({ ...settings, roles: [{ name: 'Manager' }, { name: ' ' }] })).toEqual({
      'roles.1.name': 'required',
    });
  });
});
