import type { Tenant } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';
import { signedIn } from '../../testing/session-fixtures';

const NAMES = ['Lobby', 'Gym', 'Pool', 'Garden', 'Hall'];

/** Tenant `index` (0-based, id index + 1) of property 1. */
export function tenantFixture(index: number, overrides: Partial<Tenant> = {}): Tenant {
  return {
    id: index + 1,
    property_id: 1,
    name: `${NAMES[index % NAMES.length]} Tenant ${index + 1}`,
    created_at: '2026-10-12 10:00:00',
    ...overrides,
  };
}

/** A demo session whose role has the whole 'Tenants' area, as Managers and Admins do. */
export function tenantSession(kind: 'admin' | 'manager' = 'admin') {
  const session = signedIn(kind);
  const granted = ['View', 'Create', 'Update', 'Delete'].map((name) => ({
    resource: 'Tenants',
    name,
    active: true,
  }));
  return {
    ...session,
    user: { ...session.user, policies: [...session.user.policies, ...granted] },
  };
}

/** GET /api/tenants over `total` tenants: the asked page, filtered by the asked search. */
export function tenantsEndpoint(total: number) {
  const all = Array.from({ length: total }, (_, index) => tenantFixture(index));
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all.filter((row) => row.name.toLowerCase().includes(search));
    return { body: { data: found.slice(page * 20, page * 20 + 20), total: found.length } };
  };
}

/** Tenant 1's detail, edit, add and delete, answering as the server does (edits are kept). */
export function tenantEndpoints(): FakeRoutes {
  let current = tenantFixture(0);
  return {
    'GET /api/tenants/detail/1': () => ({ body: { data: current } }),
    'POST /api/tenants/edit': (request) => {
      const { id: _id, ...fields } = JSON.parse(String(request.body)) as { id: number };
      current = { ...current, ...fields };
      return { body: { data: current, message: 'Tenant has been updated' } };
    },
    'POST /api/tenants/add': (request) => ({
      body: {
        data: { ...tenantFixture(98), ...(JSON.parse(String(request.body)) as object), id: 99 },
        message: 'Tenant has been added',
      },
    }),
    'DELETE /api/tenants/1': { body: { message: 'Tenant has been removed' } },
  };
}
