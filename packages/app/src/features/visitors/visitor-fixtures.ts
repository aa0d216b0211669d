import type { Visitor } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';

const NAMES = [
  'Aminah Yusof',
  'Kumar Raj',
  'Lim Wei Jie',
  'Nurul Huda',
  'Farid Hassan',
  'Grace Ong',
];
const TYPES = ['Visit', 'Over Night', 'Pickup', 'Drop-Off', 'Vendor'] as const;
const UPCOMING = ['Upcoming', 'Checked In'] as const;
const PAST = ['Checked Out', 'Expired'] as const;

/** Visitor `index` (0-based) of the upcoming or past tab; the story clock is 2026-11-02. */
export function visitorFixture(
  index: number,
  tab: 'upcoming' | 'past' = 'upcoming',
  overrides: Partial<Visitor> = {},
): Visitor {
  const type = TYPES[index % TYPES.length]!;
  const day = tab === 'upcoming' ? 2 + (index % 20) : 1 + (index % 28);
  const month = tab === 'upcoming' ? '11' : '10';
  const start = `2026-${month}-${String(day).padStart(2, '0')}`;
  const status = tab === 'upcoming' ? UPCOMING[index % 2]! : PAST[index % 2]!;
  const checkedIn = status === 'Checked In' || status === 'Checked Out';
  return {
    id: (tab === 'upcoming' ? 1 : 1001) + index,
    qrcode: `${tab === 'upcoming' ? 'UP' : 'PA'}${String(100000 + index)}ABCD`.slice(0, 12),
    name: NAMES[index % NAMES.length]!,
    contact: `01${String(23456780 + index)}`,
    vehicle_no: `W${'ABCDEF'[index % 6]}X ${1000 + index}`,
    type,
    start_date: start,
    end_date:
      type === 'Over Night'
        ? start.replace(/\d{2}$/, (d) => String(Number(d) + 1).padStart(2, '0'))
        : null,
    status,
    unit: {
      id: 10 + (index % 4),
      unit_no: ['A-12-03', 'B-03-01', 'C-07-02', 'D-01-05'][index % 4]!,
      user: { name: 'Tan Mei Ling', img: null },
    },
    createdBy: { name: 'Tan Mei Ling' },
    checked_in_at: checkedIn ? `${start} 10:15:00` : null,
    checked_out_at: status === 'Checked Out' ? `${start} 12:40:00` : null,
    ...overrides,
  };
}

/** GET /api/visitors: `upcoming` and `past` visitors, by the asked tab, page and search. */
export function visitorsEndpoint(upcoming: number, past = 7) {
  const lists = {
    upcoming: Array.from({ length: upcoming }, (_, index) => visitorFixture(index, 'upcoming')),
    past: Array.from({ length: past }, (_, index) => visitorFixture(index, 'past')),
  };
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const tab = query.get('tab') === 'past' ? 'past' : 'upcoming';
    const found = lists[tab].filter((visitor) => visitor.name.toLowerCase().includes(search));
    return { body: { data: found.slice(page * 20, page * 20 + 20), total: found.length } };
  };
}

/** The detail, check-in and check-out calls of one visitor. */
export function visitorEndpoints(visitor: Visitor): FakeRoutes {
  const checked = (patch: Partial<Visitor>): FakeAnswer => ({
    body: { visitor: { ...visitor, ...patch } },
  });
  return {
    [`GET /api/visitors/detail/${visitor.qrcode}`]: { body: { data: visitor } },
    [`GET /api/visitors/check-in/${visitor.qrcode}`]: checked({
      status: 'Checked In',
      checked_in_at: '2026-11-02 09:30:00',
    }),
    [`GET /api/visitors/check-out/${visitor.qrcode}`]: checked({
      status: 'Checked Out',
      checked_out_at: '2026-11-02 09:30:00',
    }),
  };
}
