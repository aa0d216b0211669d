import type { AccessCard, Unit, User, Visitor } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';
import { signedIn } from '../../testing/session-fixtures';

const OWNER_NAMES = ['Tan Mei Ling', 'Ahmad Faizal', 'Priya Nair', 'Lee Chong Wei', 'Siti Aminah'];

/** Unit number `index` (0-based) as the seed names them: block, level, position. */
export function unitFixture(index: number, overrides: Partial<Unit> = {}): Unit {
  const block = 'ABCD'[index % 4]!;
  const position = Math.floor(index / 4);
  const level = 1 + Math.floor(position / 8);
  const owner = index % 7 === 3 ? null : { id: 100 + index, name: OWNER_NAMES[index % 5]! };
  return {
    id: index + 1,
    unit_no: `${block}-${String(level).padStart(2, '0')}-${String((position % 8) + 1).padStart(2, '0')}`,
    level,
    block,
    square_feet: 700 + ((index * 130) % 900),
    parking_lot: `P${level}-${String(index + 1).padStart(3, '0')}`,
    parking_lot_2: null,
    maintenance_amount: 280,
    water_amount: 0.0057,
    other_amount: 0,
    remark: null,
    user_id: owner?.id ?? null,
    user_id_2: null,
    user_id_3: null,
    user: owner,
    property_id: 1,
    created_at: '2026-03-14 11:00:00',
    issue_on: '2024-06-01',
    ...overrides,
  };
}

export const PROPERTIES = [
  { id: 1, name: 'Residensi Seri Melati' },
  { id: 2, name: 'Taman Bukit Indah' },
  { id: 3, name: 'Kondominium Laguna' },
];

/** GET /api/units over `total` units: the asked page, filtered by the asked search. */
export function unitsEndpoint(total: number) {
  const all = Array.from({ length: total }, (_, index) => unitFixture(index));
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all.filter((unit) => unit.unit_no.toLowerCase().includes(search));
    return {
      body: {
        data: found.slice(page * 20, page * 20 + 20),
        total: found.length,
        properties: PROPERTIES,
      },
    };
  };
}

/** A user as GET /api/users answers it. */
export function ownerFixture(id: number, name: string, username: string): User {
  return {
    id,
    name,
    username,
    email: `${username}@demo.test`,
    contact: '012-345 6789',
    ic: null,
    gender: null,
    marital_status: null,
    emergency_contact: null,
    role: 'Owner',
    active: true,
    img: null,
    last_active: null,
    type: 'owners',
    property_id: 1,
    unit_id: 1,
    unit: null,
    device: null,
    app_version: null,
  };
}

/** The unit of the detail stories: A-01-01 with two owners. */
export const DETAIL_UNIT = unitFixture(0, {
  remark: 'Corner unit, facing the pool',
  parking_lot_2: 'P1-301',
  user_id: 5,
  user_id_2: 6,
  user: { id: 5, name: 'Tan Mei Ling' },
});

export const UNIT_OWNERS = [
  ownerFixture(5, 'Tan Mei Ling', 'owner'),
  ownerFixture(6, 'Ahmad Faizal', 'owner2'),
];

/** `count` access cards of the detail unit, the odd ones inactive. */
export function accessCards(count: number): AccessCard[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    serial_number: `SN-${String(4100 + index)}`,
    active: index % 2 === 0,
    unit_id: DETAIL_UNIT.id as number,
  }));
}

const VISITOR_STATUSES = ['Upcoming', 'Checked In', 'Checked Out', 'Expired'] as const;
const VISITOR_TYPES = ['Visit', 'Over Night', 'Pickup', 'Drop-Off', 'Vendor'] as const;

/** `count` visitors of the detail unit. */
export function unitVisitors(count: number): Visitor[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    qrcode: `QR${1000 + index}`,
    name: ['Aina Zulkifli', 'Ben Ong', 'Chandra Das', 'Dewi Lestari'][index % 4]!,
    contact: `01${index % 10}-555 01${String(index).padStart(2, '0')}`,
    vehicle_no: `WXY ${1200 + index}`,
    type: VISITOR_TYPES[index % 5]!,
    start_date: `2026-11-${String(1 + (index % 28)).padStart(2, '0')}`,
    end_date: null,
    status: VISITOR_STATUSES[index % 4]!,
    unit: { id: 1, unit_no: 'A-01-01', user: { name: 'Tan Mei Ling', img: null } },
    createdBy: { name: 'Tan Mei Ling' },
    checked_in_at: null,
    checked_out_at: null,
  }));
}

/** A list endpoint over `rows`, 20 a page. */
export function pagedEndpoint<Row>(rows: readonly Row[]) {
  return ({ url }: { url: string }): FakeAnswer => {
    const page = Number(new URL(url, 'http://story').searchParams.get('page') ?? 0);
    return { body: { data: rows.slice(page * 20, page * 20 + 20), total: rows.length } };
  };
}

/** The detail screen's calls for DETAIL_UNIT. */
export function detailRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /api/units/detail/1': { body: { data: DETAIL_UNIT } },
    'GET /api/users': {
      body: { data: UNIT_OWNERS, total: UNIT_OWNERS.length, policies: [] },
    },
    'GET /api/visitors': pagedEndpoint(unitVisitors(27)),
    'GET /api/units/access-card/1': pagedEndpoint(accessCards(3)),
    ...overrides,
  };
}

const ALL = ['View', 'Create', 'Update', 'Delete'];

/**
 * A staff session with the units areas the server grants Admins and Managers by default (Units,
 * Access Card, Account Statement and Payments: everything), on top of the shared fixture's policies.
 */
export function unitsSession(kind: 'admin' | 'manager' | 'super' | 'owner' | 'guard') {
  const session = signedIn(kind);
  if (kind !== 'admin' && kind !== 'manager') return session;
  const extra = ['Units', 'Access Card', 'Account Statement', 'Payments'].flatMap((resource) =>
    ALL.map((name) => ({ resource, name, active: true })),
  );
  return { ...session, user: { ...session.user, policies: [...session.user.policies, ...extra] } };
}
