import { describe, expect, it } from 'vitest';
import { auditReferences, formatAuditActivity } from './audit';

describe('formatAuditActivity', () => {
  it('given a module and a hyphenated action, then it reads module then action with spaces', () => {
    expect(formatAuditActivity({ module: 'Units', action: 'add-access-card' })).toBe(
      'Units add access card',
    );
  });

  it('given a hyphenated module, then its hyphens turn to spaces too', () => {
    expect(formatAuditActivity({ module: 'account-statements', action: 'generate' })).toBe(
      'account statements generate',
    );
  });

  it('given only an action, then it reads the action alone', () => {
    expect(formatAuditActivity({ module: null, action: 'login' })).toBe('login');
  });

  it('given doubled hyphens or spaces, then single spaces separate the words', () => {
    expect(formatAuditActivity({ module: 'Users ', action: 'remove--device' })).toBe(
      'Users remove device',
    );
  });

  it('given an action naming a unit, then the unit number keeps its hyphens', () => {
    expect(formatAuditActivity({ module: 'Units', action: 'assign-owner siti A-01-01' })).toBe(
      'Units assign owner siti A-01-01',
    );
  });

  it('given an action naming a hyphenated person, then the name keeps its hyphens', () => {
    expect(formatAuditActivity({ module: 'Visitors', action: 'check-in Nur-Aina Lee' })).toBe(
      'Visitors check in Nur-Aina Lee',
    );
  });

  it('given nothing, then it reads nothing', () => {
    expect(formatAuditActivity({})).toBe('');
  });
});

describe('auditReferences', () => {
  it('given a ticket and a booking, then both are links in spec order', () => {
    expect(auditReferences({ booking: 'BK-1001', ticket: 'TK-77' })).toEqual([
      { kind: 'ticket', code: 'TK-77' },
      { kind: 'booking', code: 'BK-1001' },
    ]);
  });

  it('given blank or missing codes, then there are no links', () => {
    expect(auditReferences({ ticket: '  ', package: null, addon: undefined })).toEqual([]);
  });

  it('given a sub-ticket, a package and an addon, then each is a link', () => {
    expect(auditReferences({ subTicket: 'S1', package: 'P2', addon: 'A3' })).toEqual([
      { kind: 'subTicket', code: 'S1' },
      { kind: 'package', code: 'P2' },
      { kind: 'addon', code: 'A3' },
    ]);
  });
});
