import type { AuditEntry } from '@strata/domain';
import type { FakeAnswer } from '../../testing/fake-api';

const USERS = ['admin', 'manager', 'guard', 'super', 'accountant'];
const ACTIONS: [string, string][] = [
  ['Units', 'add-unit A-12-03'],
  ['Units', 'assign-owner siti A-01-01'],
  ['Owners', 'edit-user'],
  ['Visitors', 'check-in'],
  ['Properties', 'disable-service'],
];

/** Audit entry `index` (0-based, id index + 1); every fifth refers to a ticket, every seventh to a booking. */
export function auditEntryFixture(index: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  const [module, action] = ACTIONS[index % ACTIONS.length]!;
  const minute = String(59 - (index % 60)).padStart(2, '0');
  return {
    id: index + 1,
    username: USERS[index % USERS.length]!,
    module,
    action,
    created_at: `2026-11-${String(22 - Math.floor(index / 60)).padStart(2, '0')} 10:${minute}:00`,
    ticket: index % 5 === 4 ? `TK-${1000 + index}` : null,
    subTicket: null,
    booking: index % 7 === 6 ? `BK-${2000 + index}` : null,
    package: null,
    addon: null,
    ...overrides,
  };
}

/** GET /api/audit over `total` entries: the asked page, filtered by the asked search. */
export function auditEndpoint(total: number) {
  const all = Array.from({ length: total }, (_, index) => auditEntryFixture(index));
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all.filter((entry) =>
      `${entry.username} ${entry.module} ${entry.action}`.toLowerCase().includes(search),
    );
    return { body: { data: found.slice(page * 20, page * 20 + 20), total: found.length } };
  };
}
