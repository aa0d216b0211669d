import type { Complaint } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';
import { signedIn } from '../../testing/session-fixtures';

const NAMES = ['Lobby', 'Gym', 'Pool', 'Garden', 'Hall'];

/** Complaint `index` (0-based, id index + 1) of property 1. */
export function complaintFixture(index: number, overrides: Partial<Complaint> = {}): Complaint {
  return {
    id: index + 1,
    property_id: 1,
    name: `${NAMES[index % NAMES.length]} Complaint ${index + 1}`,
    created_at: '2026-10-12 10:00:00',
    ...overrides,
  };
}

/** A demo session whose role has the whole 'Complains' area, as Managers and Admins do. */
export function complaintSession(kind: 'admin' | 'manager' = 'admin') {
  const session = signedIn(kind);
  const granted = ['View', 'Create', 'Update', 'Delete'].map((name) => ({
    resource: 'Complains',
    name,
    active: true,
  }));
  return {
    ...session,
    user: { ...session.user, policies: [...session.user.policies, ...granted] },
  };
}

/** GET /api/complains over `total` complains: the asked page, filtered by the asked search. */
export function complainsEndpoint(total: number) {
  const all = Array.from({ length: total }, (_, index) => complaintFixture(index));
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all.filter((row) => row.name.toLowerCase().includes(search));
    return { body: { data: found.slice(page * 20, page * 20 + 20), total: found.length } };
  };
}

/** Complaint 1's detail, edit, add and delete, answering as the server does (edits are kept). */
export function complaintEndpoints(): FakeRoutes {
  let current = complaintFixture(0);
  return {
    'GET /api/complains/detail/1': () => ({ body: { data: current } }),
    'POST /api/complains/edit': (request) => {
      const { id: _id, ...fields } = JSON.parse(String(request.body)) as { id: number };
      current = { ...current, ...fields };
      return { body: { data: current, message: 'Complaint has been updated' } };
    },
    'POST /api/complains/add': (request) => ({
      body: {
        data: { ...complaintFixture(98), ...(JSON.parse(String(request.body)) as object), id: 99 },
        message: 'Complaint has been added',
      },
    }),
    'DELETE /api/complains/1': { body: { message: 'Complaint has been removed' } },
  };
}
