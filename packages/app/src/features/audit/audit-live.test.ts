import { describe, expect, it } from 'vitest';
import {
  auditEntryFromLive,
  prependAuditEntry,
  showsLiveActivity,
  type AuditPage,
} from './audit-live';
import { auditEntryFixture } from './audit-fixtures';

const page = (count: number, total = count): AuditPage => ({
  data: Array.from({ length: count }, (_, index) => auditEntryFixture(index)),
  total,
});

describe('prependAuditEntry', () => {
  it('puts the new entry on top and counts it', () => {
    const next = prependAuditEntry(page(3), auditEntryFixture(99));
    expect(next.data.map((row) => row.id)).toEqual([100, 1, 2, 3]);
    expect(next.total).toBe(4);
  });

  it('drops the row pushed past the page size', () => {
    const next = prependAuditEntry(page(20, 45), auditEntryFixture(99));
    expect(next.data).toHaveLength(20);
    expect(next.data[0]!.id).toBe(100);
    expect(next.data[19]!.id).toBe(19);
    expect(next.total).toBe(46);
  });

  it('ignores an entry already listed', () => {
    const shown = page(3);
    expect(prependAuditEntry(shown, auditEntryFixture(1))).toBe(shown);
  });
});

describe('showsLiveActivity', () => {
  it('only on page 0 with no search', () => {
    expect(showsLiveActivity({ page: 0, search: '' })).toBe(true);
    expect(showsLiveActivity({ page: 1, search: '' })).toBe(false);
    expect(showsLiveActivity({ page: 0, search: 'units' })).toBe(false);
  });
});

describe('auditEntryFromLive', () => {
  it('turns absent references into null', () => {
    expect(
      auditEntryFromLive({
        id: 7,
        username: 'admin',
        module: 'Units',
        action: 'add-unit',
        created_at: '2026-11-22 10:00:00',
        ticket: 'T-1',
      }),
    ).toEqual({
      id: 7,
      username: 'admin',
      module: 'Units',
      action: 'add-unit',
      created_at: '2026-11-22 10:00:00',
      ticket: 'T-1',
      subTicket: null,
      booking: null,
      package: null,
      addon: null,
    });
  });
});
