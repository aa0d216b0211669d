import { describe, expect, it } from 'vitest';
import {
  gateService,
  hasService,
  ONLINE_BANKING_UNAVAILABLE,
  serviceEnableMessage,
  serviceForPath,
  serviceToggleOutcome,
  SERVICES,
} from './index';

describe('gateService', () => {
  it('given a property without the service, blocks each of the seven services with its message', () => {
    const user = { role: 'Owner', property: { services: [] } };
    expect(SERVICES.map((service) => gateService(user, service))).toEqual([
      {
        kind: 'blocked',
        message:
          'Account Statements Service is not available. Please ask your property management to enable this service.',
      },
      {
        kind: 'blocked',
        message:
          'Payments Service is not available. Please ask your property management to enable this service.',
      },
      {
        kind: 'blocked',
        message:
          'Facilities Service is not available. Please ask your property management to enable this service.',
      },
      {
        kind: 'blocked',
        message:
          'Announcements Service is not available. Please ask your property management to enable this service.',
      },
      {
        kind: 'blocked',
        message:
          'Complains Service is not available. Please ask your property management to enable this service.',
      },
      {
        kind: 'blocked',
        message:
          'Visitors Service is not available. Please ask your property management to enable this service.',
      },
      {
        kind: 'blocked',
        message:
          'Tenants Service is not available. Please ask your property management to enable this service.',
      },
    ]);
  });

  it('given the property has the service by name, allows it', () => {
    const user = { role: 'Owner', property: { services: ['Visitors'] } };
    expect(gateService(user, 'Visitors')).toEqual({ kind: 'allow' });
  });

  it('given services sent as objects with a name, allows the named ones', () => {
    const user = { role: 'Admin', property: { services: [{ name: 'Payments' }] } };
    expect(hasService(user, 'Payments')).toBe(true);
    expect(hasService(user, 'Tenants')).toBe(false);
  });

  it('given a super user whose property lacks the service, allows it', () => {
    expect(gateService({ isSuperUser: true, property: null }, 'Complains')).toEqual({
      kind: 'allow',
    });
  });

  it('given no user at all, blocks', () => {
    expect(gateService(null, 'Tenants').kind).toBe('blocked');
  });
});

describe('service messages', () => {
  it('given Online Banking, reads the fixed message', () => {
    expect(ONLINE_BANKING_UNAVAILABLE).toBe(
      'Online Banking service is not available. Please ask your property management to enable this service.',
    );
  });

  it('given no product name, asks to inform the Strata Admin', () => {
    expect(serviceEnableMessage()).toBe('Please inform Strata Admin to enable this service');
  });

  it('given another product name, uses it', () => {
    expect(serviceEnableMessage('Skaloot')).toBe(
      'Please inform Skaloot Admin to enable this service',
    );
  });
});

describe('serviceToggleOutcome', () => {
  it('given a super user, toggles the service', () => {
    expect(serviceToggleOutcome({ isSuperUser: true }, false)).toEqual({ kind: 'toggle' });
  });

  it('given a non-super user clicking a disabled service, shows the enable dialog', () => {
    expect(serviceToggleOutcome({ role: 'Admin' }, false, 'Acme')).toEqual({
      kind: 'blocked',
      message: 'Please inform Acme Admin to enable this service',
    });
    expect(serviceToggleOutcome({ role: 'Admin' }, false)).toEqual({
      kind: 'blocked',
      message: 'Please inform Strata Admin to enable this service',
    });
  });

  it('given a non-super user clicking an enabled service, does nothing', () => {
    expect(serviceToggleOutcome({ role: 'Admin' }, true)).toEqual({ kind: 'ignore' });
  });
});

describe('serviceForPath', () => {
  it('given a service page or its detail, names the service', () => {
    expect(serviceForPath('/d/account-statements')).toBe('Account Statements');
    expect(serviceForPath('/d/visitors/new')).toBe('Visitors');
    expect(serviceForPath('/d/tenants')).toBe('Tenants');
  });

  it('given any other path, names none', () => {
    expect(serviceForPath('/d/units')).toBeNull();
    expect(serviceForPath('/d')).toBeNull();
    expect(serviceForPath('/visitors/QR1')).toBeNull();
  });
});
