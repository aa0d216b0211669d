import type { Facility } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';
import { signedIn } from '../../testing/session-fixtures';

const NAMES = ['Lobby', 'Gym', 'Pool', 'Garden', 'Hall'];

/** Facility `index` (0-based, id index + 1) of property 1. */
export function facilityFixture(index: number, overrides: Partial<Facility> = {}): Facility {
  return {
    id: index + 1,
    property_id: 1,
    name: `${NAMES[index % NAMES.length]} Facility ${index + 1}`,
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

/** Facility 1's detail, edit, add and delete, answering as the server does (edits are kept). */
export function facilityEndpoints(): FakeRoutes {
  let current = facilityFixture(0);
  return {
    'GET /api/facilities/detail/1': () => ({ body: { data: current } }),
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
