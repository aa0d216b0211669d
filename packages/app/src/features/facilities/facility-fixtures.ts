import type { Facility, FacilityBooking, FacilityWeek } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';
import { signedIn } from '../../testing/session-fixtures';
import { ownerUnits } from '../../testing/wire-fixtures';

/** A stored facility picture the stories serve (src/testing/storage/facilities). */
export const FACILITY_PICTURE = '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b.png';

const NAMES = ['BBQ Pit', 'Function Hall', 'Tennis Court', 'Gym', 'Pool'];

/** Facility `index` (0-based, id index + 1) of property 1: the first is the BBQ pit of the demo. */
export function facilityFixture(index: number, overrides: Partial<Facility> = {}): Facility {
  return {
    id: index + 1,
    property_id: 1,
    name: index < NAMES.length ? NAMES[index]! : `Facility ${index + 1}`,
    capacity: 20,
    opens: '10:00',
    closes: '22:00',
    slot_minutes: 120,
    weekly_limit: 2,
    fee: index === 0 ? 50 : 0,
    needs_approval: index === 1,
    house_rules: index === 0 ? 'Clean the pit after use. No loud music after 21:00.' : null,
    picture: null,
    created_at: '2026-10-12 10:00:00',
    ...overrides,
  };
}

/** A demo session whose role has the whole 'Facilities' area, as Managers and Admins do. */
export function facilitySession(kind: 'admin' | 'manager' = 'admin') {
  const session = signedIn(kind);
  const granted = ['View', 'Create', 'Update', 'Delete'].map((name) => ({
    resource: 'Facilities',
    name,
    active: true,
  }));
  return {
    ...session,
    user: { ...session.user, policies: [...session.user.policies, ...granted] },
  };
}

/** The demo owner holding View and Create on Facilities (spec 002 §1: owners book). */
export function facilityOwnerSession() {
  const session = signedIn('owner');
  const granted = ['View', 'Create'].map((name) => ({
    resource: 'Facilities',
    name,
    active: true,
  }));
  return {
    ...session,
    user: { ...session.user, policies: [...session.user.policies, ...granted] },
  };
}

/** The demo guard holding View on Facilities (today's bookings, read-only). */
export function facilityGuardSession() {
  const session = signedIn('guard');
  return {
    ...session,
    user: {
      ...session.user,
      policies: [...session.user.policies, { resource: 'Facilities', name: 'View', active: true }],
    },
  };
}

/** GET /api/facilities over `total` facilities: the asked page, filtered by the asked search. */
export function facilitiesEndpoint(total: number) {
  const all = Array.from({ length: total }, (_, index) => facilityFixture(index));
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all.filter((row) => row.name.toLowerCase().includes(search));
    return { body: { data: found.slice(page * 20, page * 20 + 20), total: found.length } };
  };
}

/** A booking of the BBQ pit; the week of the stories runs Monday 2 to Sunday 8 November 2026. */
export function bookingFixture(
  index: number,
  overrides: Partial<FacilityBooking> = {},
): FacilityBooking {
  return {
    id: index + 1,
    facility_id: 1,
    facility: 'BBQ Pit',
    unit_id: 1,
    unit_no: `A-01-0${(index % 9) + 1}`,
    booked_by: ['Nadia Teo', 'Ahmad Tan', 'Siti Lim'][index % 3]!,
    starts_at: `2026-11-0${(index % 5) + 3} 18:00`,
    ends_at: `2026-11-0${(index % 5) + 3} 20:00`,
    status: 'Confirmed',
    fee: 50,
    own: false,
    created_at: '2026-11-01 09:00:00',
    ...overrides,
  };
}

/** GET /api/facilities/bookings answering `rows` (filters are not applied). */
export function bookingsEndpoint(rows: FacilityBooking[]) {
  return (): FakeAnswer => ({ body: { data: rows, total: rows.length } });
}

/** The BBQ pit's week of 2 November 2026 at Monday 09:30: one slot taken, one pending, one own. */
export function weekFixture(overrides: Partial<FacilityWeek> = {}): FacilityWeek {
  return {
    facility: facilityFixture(0),
    from: '2026-11-02',
    now: '2026-11-02 12:30',
    taken: [
      { starts_at: '2026-11-04 18:00', status: 'Confirmed', booking_id: null },
      { starts_at: '2026-11-05 12:00', status: 'Pending', booking_id: null },
      { starts_at: '2026-11-06 20:00', status: 'Confirmed', booking_id: 7 },
    ],
    ...overrides,
  };
}

/**
 * Facility 1's detail, week, edit, add, delete and picture upload, answering as the server does
 * (edits are kept), and the demo owner's one unit.
 */
export function facilityEndpoints(): FakeRoutes {
  let current = facilityFixture(0);
  return {
    ...ownerUnits(),
    'POST /api/facilities/upload': { body: { doc: FACILITY_PICTURE } },
    'GET /api/facilities/detail/1': () => ({ body: { data: current } }),
    'GET /api/facilities/week/1': () => ({ body: { data: weekFixture({ facility: current }) } }),
    'POST /api/facilities/edit': (request) => {
      const { id: _id, ...fields } = JSON.parse(String(request.body)) as { id: number };
      current = { ...current, ...fields };
      return { body: { data: current, message: 'Facility has been updated' } };
    },
    'POST /api/facilities/add': (request) => ({
      body: {
        data: { ...facilityFixture(98), ...(JSON.parse(String(request.body)) as object), id: 99 },
        message: 'Facility has been added',
      },
    }),
    'DELETE /api/facilities/1': { body: { message: 'Facility has been removed' } },
  };
}
