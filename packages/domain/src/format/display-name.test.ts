import { describe, expect, it } from 'vitest';
import { displayNavName, displayPermissionName } from './display-name';

describe('displayNavName', () => {
  it('given Dining Menu, then it shows Others', () => {
    expect(displayNavName('Dining Menu')).toBe('Others');
  });

  it('given any other entry, then it shows the name unchanged', () => {
    expect(displayNavName('Payments')).toBe('Payments');
    expect(displayNavName('dining menu')).toBe('dining menu');
  });

  it('given a name that is an Object property, then it shows the name unchanged', () => {
    expect(displayNavName('toString')).toBe('toString');
  });
});

describe('displayPermissionName', () => {
  it('given Cancel (Request), then it shows Void (Request)', () => {
    expect(displayPermissionName('Cancel (Request)')).toBe('Void (Request)');
  });

  it('given Cancel (Approve), then it shows Void (Approve)', () => {
    expect(displayPermissionName('Cancel (Approve)')).toBe('Void (Approve)');
  });

  it('given any other permission, then it shows the name unchanged', () => {
    expect(displayPermissionName('Create')).toBe('Create');
    expect(displayPermissionName('Cancel')).toBe('Cancel');
  });
});
