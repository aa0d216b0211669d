import { SERVICES, type Property, type PropertyDetail } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';

const NAMES = [
  'Residensi Seri Melati',
  'Taman Bukit Indah',
  'Kondominium Laguna',
  'Pangsapuri Cempaka',
];
const CITIES = ['Petaling Jaya', 'Johor Bahru', 'Shah Alam', 'Kuching'];

/** Property `index` (0-based, id index + 1); every fifth is inactive. */
export function propertyFixture(index: number, overrides: Partial<Property> = {}): Property {
  return {
    id: index + 1,
    name: index < NAMES.length ? NAMES[index]! : `${NAMES[index % NAMES.length]} ${index + 1}`,
    developer: 'Sunway Property',
    managed_by: 'Melati Management Sdn Bhd',
    email: `office${index + 1}@property.test`,
    contact: `0378${String(100000 + index)}`,
    bank_name: 'Maybank',
    bank_acc: `5140${String(12345678 + index)}`,
    address: `${index + 1} Jalan Melati`,
    address_2: null,
    postcode: '47400',
    city: CITIES[index % CITIES.length]!,
    state: 'Selangor',
    active: index % 5 !== 4,
    img: null,
    total_unit: 120 + index * 7,
    created_at: '2025-02-10 10:00:00',
    ...overrides,
  };
}

const ALL_SERVICES = SERVICES.map((name, index) => ({ id: index + 1, name }));

/** Property 1 in detail; `off` lists services it has switched off. */
export function propertyDetailFixture(off: readonly string[] = []): PropertyDetail {
  return {
    ...propertyFixture(0),
    services: ALL_SERVICES.filter((service) => !off.includes(service.name)),
    all_services: ALL_SERVICES,
  };
}

/** GET /api/properties over `total` properties: the asked page, filtered by the asked search. */
export function propertiesEndpoint(total: number) {
  const all = Array.from({ length: total }, (_, index) => propertyFixture(index));
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all.filter((property) => property.name.toLowerCase().includes(search));
    return { body: { data: found.slice(page * 20, page * 20 + 20), total: found.length } };
  };
}

/**
 * Property 1's detail, edit and service calls, answering as the server does (edits and toggles are
 * remembered): make one per story mount.
 */
export function propertyEndpoints(off: readonly string[] = ['Tenants']): FakeRoutes {
  const disabled = new Set(off);
  // What an edit saved, so a fetch after the save answers it as the server would.
  let saved: object = {};
  const serviceName = (request: { body?: unknown }) => {
    const { service_id } = JSON.parse(String(request.body)) as { service_id: number };
    return ALL_SERVICES.find((service) => service.id === service_id)!.name;
  };
  return {
    'GET /api/properties/detail/1': () => ({
      body: { data: { ...propertyDetailFixture([...disabled]), ...saved } },
    }),
    'POST /api/properties/edit': (request) => {
      const { id: _id, ...fields } = JSON.parse(String(request.body)) as { id: number };
      saved = { ...saved, ...fields };
      return { body: { ...propertyDetailFixture([...disabled]), ...saved } };
    },
    'POST /api/properties/add': (request) => ({
      body: {
        ...propertyDetailFixture(),
        ...(JSON.parse(String(request.body)) as object),
        id: 99,
      },
    }),
    'POST /api/properties/disable-service': (request) => {
      const name = serviceName(request);
      disabled.add(name);
      return { body: { message: `${name} has been disabled` } };
    },
    'POST /api/properties/enable-service': (request) => {
      const name = serviceName(request);
      disabled.delete(name);
      return { body: { message: `${name} has been enabled` } };
    },
  };
}
