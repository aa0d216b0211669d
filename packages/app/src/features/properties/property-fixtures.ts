import { SERVICES, type Property, type PropertyDetail, type Unit, type User } from '@strata/domain';
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
    'POST /api/properties/upload': (request) => {
      const fields = request.body as FormData;
      if (fields.get('property_id') !== '1') return { status: 404, body: { error: 'Not found' } };
      saved = { ...saved, img: `stored-${String(fields.get('original_name'))}` };
      return { body: { img: `stored-${String(fields.get('original_name'))}` } };
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

const PEOPLE = ['Aminah Admin', 'Marcus Manager', 'Ganesh Guard', 'Olivia Owner', 'Tan Mei Ling'];

/** A user of property 1 as GET /api/users answers it. */
function personFixture(index: number, type: 'admins' | 'owners'): User {
  const name = `${PEOPLE[index % PEOPLE.length]}${index >= PEOPLE.length ? ` ${index + 1}` : ''}`;
  return {
    id: (type === 'admins' ? 100 : 200) + index,
    name,
    username: name.toLowerCase().replace(/\s+/g, '.'),
    email: `${type}${index}@demo.test`,
    contact: `01${String(30000000 + index)}`,
    ic: null,
    gender: null,
    marital_status: null,
    emergency_contact: null,
    role: type === 'admins' ? ['Admin', 'Manager', 'Security Guard'][index % 3]! : 'Owner',
    active: true,
    img: null,
    last_active: null,
    type,
    property_id: 1,
    unit_id: null,
    unit: null,
    device: null,
    app_version: null,
  };
}

/** GET /api/users?type&property_id: `admins` admins and `owners` owners of property 1. */
export function propertyPeopleEndpoint(admins: number, owners: number) {
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const type = query.get('type') === 'owners' ? 'owners' : 'admins';
    const page = Number(query.get('page') ?? 0);
    const all = Array.from({ length: type === 'owners' ? owners : admins }, (_, index) =>
      personFixture(index, type),
    );
    return {
      body: { data: all.slice(page * 20, page * 20 + 20), total: all.length, policies: [] },
    };
  };
}

/** GET /api/units?property_id: `total` units of property 1. */
export function propertyUnitsEndpoint(total: number) {
  return ({ url }: { url: string }): FakeAnswer => {
    const page = Number(new URL(url, 'http://story').searchParams.get('page') ?? 0);
    const all: Unit[] = Array.from({ length: total }, (_, index) => ({
      id: index + 1,
      unit_no: `A-${String(1 + Math.floor(index / 8)).padStart(2, '0')}-${String((index % 8) + 1).padStart(2, '0')}`,
      level: 1 + Math.floor(index / 8),
      block: 'A',
      square_feet: 850,
      parking_lot: null,
      parking_lot_2: null,
      maintenance_amount: 280,
      water_amount: 0.0057,
      other_amount: 0,
      remark: null,
      user_id: null,
      user_id_2: null,
      user_id_3: null,
      user: index % 3 === 0 ? null : { id: 200 + index, name: PEOPLE[index % PEOPLE.length]! },
      property_id: 1,
      created_at: '2026-03-14 11:00:00',
      issue_on: null,
    }));
    return {
      body: { data: all.slice(page * 20, page * 20 + 20), total: all.length, properties: [] },
    };
  };
}
