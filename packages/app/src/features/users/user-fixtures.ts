import type { Unit, User } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';
import { signedIn, SESSIONS } from '../../testing/session-fixtures';

const NAMES = [
  'Tan Mei Ling',
  'Ahmad Faizal',
  'Priya Nair',
  'Lee Chong Wei',
  'Siti Aminah',
  'Wong Kar Mun',
  'Nurul Huda',
];
const STAFF = ['Manager', 'Admin', 'Accountant', 'Security Guard'] as const;

/** User `index` (0-based) of a type's list; every fifth one inactive. */
export function userFixture(
  type: 'owners' | 'admins',
  index: number,
  overrides: Partial<User> = {},
): User {
  const owners = type === 'owners';
  const id = (owners ? 100 : 500) + index;
  const username = `${owners ? 'owner' : 'staff'}${index + 1}`;
  const unitNo = `${'ABCD'[index % 4]}-${String(1 + (index % 12)).padStart(2, '0')}-0${1 + (index % 8)}`;
  return {
    id,
    // Unique names (a row is found by its name): the second round of names is numbered.
    name:
      index < NAMES.length
        ? NAMES[index]!
        : `${NAMES[index % NAMES.length]!} ${Math.floor(index / NAMES.length) + 1}`,
    username,
    email: `${username}@demo.test`,
    contact: `01${index % 10}-${String(3000000 + index * 7).slice(0, 3)} ${String(1000 + index)}`,
    ic: owners ? `9001${String(index).padStart(2, '0')}-14-5678` : null,
    gender: index % 2 === 0 ? 'Female' : 'Male',
    marital_status: index % 3 === 0 ? 'Single' : 'Married',
    emergency_contact: owners ? '019-888 1234' : null,
    role: owners ? 'Owner' : STAFF[index % 4]!,
    active: index % 5 !== 4,
    img: null,
    last_active: null,
    type,
    property_id: 1,
    unit_id: owners ? index + 1 : null,
    unit: owners
      ? { id: index + 1, unit_no: unitNo, user_id: id, user_id_2: null, user_id_3: null }
      : null,
    device: null,
    app_version: null,
    ...overrides,
  };
}

/** GET /api/users over `owners` owners and `admins` admins: the asked type, page and search. */
export function usersEndpoint(owners: number, admins = 12) {
  const all = {
    owners: Array.from({ length: owners }, (_, index) => userFixture('owners', index)),
    // The signed-in admin (id 1) heads the admins: no delete on their own row.
    admins: Array.from({ length: admins }, (_, index) =>
      userFixture(
        'admins',
        index,
        index === 0 ? { id: 1, name: 'Aisyah Rahman', username: 'admin', role: 'Admin' } : {},
      ),
    ),
  };
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const type = query.get('type') === 'admins' ? 'admins' : 'owners';
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all[type].filter((user) => user.name.toLowerCase().includes(search));
    return {
      body: { data: found.slice(page * 20, page * 20 + 20), total: found.length, policies: [] },
    };
  };
}

/** The owner of the detail stories, with a registered device. */
export const DETAIL_OWNER = userFixture('owners', 0, {
  device: {
    name: 'Samsung Galaxy A54',
    verified: true,
    registered_at: '2026-09-01 10:15:00',
    last_used: '2026-11-20 21:04:00',
    can_remove: true,
  },
  app_version: '3.4.1',
});

/** The signed-in admin as their own detail answers it. */
export const SELF_ADMIN: User = (() => {
  const {
    isSuperUser: _super,
    isSkaloot: _staff,
    isDeveloper: _developer,
    isGuard: _guard,
    property: _property,
    policies: _policies,
    chat_sender_ids: _chat,
    pending_payment: _a,
    unread_notification: _b,
    error_log: _c,
    bug_report: _d,
    refund_request: _e,
    cancel_request: _f,
    upcoming_vvip: _g,
    pending_booking_vvip: _h,
    pending_booking_charter: _i,
    ...user
  } = SESSIONS.admin.user;
  return { ...user, gender: 'Female', marital_status: 'Single' };
})();

/** Two units of the detail owner (GET /api/units?user_id). */
export const OWNER_UNITS: Unit[] = ['A-01-01', 'C-07-02'].map((unitNo, index) => ({
  id: index + 1,
  unit_no: unitNo,
  level: index === 0 ? 1 : 7,
  block: unitNo[0]!,
  square_feet: 950,
  parking_lot: null,
  parking_lot_2: null,
  maintenance_amount: 280,
  water_amount: 0.0057,
  other_amount: 0,
  remark: null,
  user_id: DETAIL_OWNER.id,
  user_id_2: null,
  user_id_3: null,
  user: { id: DETAIL_OWNER.id, name: DETAIL_OWNER.name },
  property_id: 1,
  created_at: '2026-03-14 11:00:00',
  issue_on: '2024-06-01',
}));

/** The detail screen's calls for DETAIL_OWNER and the signed-in admin (id 1). */
export function userDetailRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    [`GET /api/users/detail/${DETAIL_OWNER.id}`]: { body: { data: DETAIL_OWNER } },
    'GET /api/users/detail/1': { body: { data: SELF_ADMIN } },
    'GET /api/users': usersEndpoint(45),
    'GET /api/units': { body: { data: OWNER_UNITS, total: 2, properties: [] } },
    ...overrides,
  };
}

/** A staff session with Delete on Owners and Admins too (the server's default Admin role). */
export function usersSession(kind: 'admin' | 'manager' | 'super' | 'owner' | 'guard') {
  const session = signedIn(kind);
  if (kind !== 'admin' && kind !== 'manager') return session;
  const extra = ['Owners', 'Admins'].map((resource) => ({
    resource,
    name: 'Delete',
    active: true,
  }));
  return { ...session, user: { ...session.user, policies: [...session.user.policies, ...extra] } };
}
