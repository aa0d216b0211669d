import type { Tenant } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';
import { signedIn } from '../../testing/session-fixtures';
import { ownerUnits } from '../../testing/wire-fixtures';

/** Stored names of a tenancy agreement (PDF) and an IC copy (PNG), as the upload answers them. */
export const TENANT_DOCUMENTS = [
  '7e1a2b3c4d5e6f708192a3b4c5d6e7f8.pdf',
  '8f2b3c4d5e6f708192a3b4c5d6e7f809.png',
] as const;

const NAMES = ['Aina', 'Daniel', 'Mei Ling', 'Ravi', 'Siti'];
const STATUSES = ['pending', 'verified', 'ended'] as const;

/** Tenant `index` (0-based, id index + 1) of property 1: pending, verified and ended in turn. */
export function tenantFixture(index: number, overrides: Partial<Tenant> = {}): Tenant {
  const status = STATUSES[index % STATUSES.length]!;
  return {
    id: index + 1,
    property_id: 1,
    unit: { id: 1, unit_no: `A-${String(index + 1).padStart(2, '0')}-01` },
    name: `${NAMES[index % NAMES.length]} Tenant ${index + 1}`,
    ic: `A${String(1234567 + index)}`,
    email: `tenant${index + 1}@example.test`,
    contact: '0123456789',
    start_date: status === 'ended' ? '2025-01-01' : '2026-10-01',
    end_date: status === 'ended' ? '2025-12-31' : '2027-09-30',
    documents: [],
    status,
    registered_by: { id: 5, name: 'Owner Demo' },
    verified_at: status === 'pending' ? null : '2026-10-02 10:00:00',
    created_at: '2026-10-01 10:00:00',
    ...overrides,
  };
}

/** A demo session whose role has the whole 'Tenants' area, as Managers, Admins and Owners do. */
export function tenantSession(kind: 'admin' | 'manager' | 'owner' = 'admin') {
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

/** The admin's session on a property that has switched the Tenants service off (spec 002 §2). */
export function tenantsOff() {
  const session = tenantSession();
  const property = session.user.property!;
  const services = property.services.filter((entry) => entry.name !== 'Tenants');
  return { ...session, user: { ...session.user, property: { ...property, services } } };
}

/** GET /api/tenants over `total` tenants: the asked page, filtered by the asked search. */
export function tenantsEndpoint(total: number) {
  const all = Array.from({ length: total }, (_, index) => tenantFixture(index));
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const status = query.get('status');
    const found = all.filter(
      (row) => row.name.toLowerCase().includes(search) && (!status || row.status === status),
    );
    return { body: { data: found.slice(page * 20, page * 20 + 20), total: found.length } };
  };
}

/**
 * Tenant 1's detail, edit, add, delete and document upload, answering as the server does (edits
 * are kept), and the demo owner's one unit.
 */
export function tenantEndpoints(): FakeRoutes {
  let current = tenantFixture(0);
  return {
    ...ownerUnits(),
    'POST /api/tenants/upload': { body: { doc: TENANT_DOCUMENTS[0] } },
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
    'POST /api/tenants/verify': () => {
      current = { ...current, status: 'verified', verified_at: '2026-11-02 10:00:00' };
      return { body: { data: current, message: 'Tenant has been verified' } };
    },
    'DELETE /api/tenants/1': { body: { message: 'Tenant has been removed' } },
  };
}
