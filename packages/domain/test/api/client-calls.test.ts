import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api';
import { endpoints } from '../../src/contract';
import { wireSchemas } from '../../src/contract/wire-schemas';
import { multipartEntries, recordingTransport } from './recording-transport';

const BASE = 'https://api.example.test';

function client({ body = '{}', wire }: { body?: string; wire?: typeof wireSchemas } = {}) {
  const recorder = recordingTransport({ status: 200, body });
  const api = createApiClient({
    baseUrl: `${BASE}/`,
    getToken: () => 'tok-123',
    appVersion: '3.4.5',
    transport: recorder.transport,
    ...(wire ? { wireSchemas: wire } : {}),
  });
  return { api, requests: recorder.requests };
}

/** `wireSchemas` that records which names the client looked a reply's schema up under. */
function recordingSchemas() {
  const looked: string[] = [];
  const wire = new Proxy(wireSchemas, {
    get(target, key, receiver) {
      if (typeof key === 'string') looked.push(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { wire, looked };
}

/** The contract's endpoints whose method and path pattern match a sent request. */
function endpointsOf(method: string, url: string) {
  const path = url.replace(/\?.*$/, '');
  return endpoints.filter((endpoint) => {
    const regex = new RegExp(`^${endpoint.path.replace(/:[a-z_]+/g, '[^/]+')}$`);
    return endpoint.method === method && regex.test(path);
  });
}

/** Calls whose reply is text, not JSON: any text is what it says. */
const TEXT_REPLIES = new Set(['errorLog.get']);

/** The functions that build a link to a file endpoint, each with a URL it builds. */
const LINKS: [string, (api: ApiClient) => string][] = [
  ['users.templateUrl', (api) => api.users.templateUrl('admins')],
  ['units.templateUrl', (api) => api.units.templateUrl()],
  ['accountStatements.pdfUrl', (api) => api.accountStatements.pdfUrl(7, 3)],
  ['reports.url', (api) => api.reports.url('trip', {}, { format: 'xlsx' })],
  ['houseRules.url', (api) => api.houseRules.url(1)],
  ['files.receiptUrl', (api) => api.files.receiptUrl('r.pdf')],
  ['files.announcementUrl', (api) => api.files.announcementUrl('a.pdf')],
  ['files.pictureUrl', (api) => api.files.pictureUrl('p.png')],
  ['complains.photoUrl', (api) => api.complains.photoUrl('0123456789abcdef0123456789abcdef.png')],
  [
    'facilities.pictureUrl',
    (api) => api.facilities.pictureUrl('0123456789abcdef0123456789abcdef.png'),
  ],
  ['tenants.documentUrl', (api) => api.tenants.documentUrl('0123456789abcdef0123456789abcdef.pdf')],
];

type Encoding =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; value: string }
  | { kind: 'multipart'; value: [string, string][] };

interface Row {
  call: string;
  send: (api: ApiClient) => Promise<unknown>;
  method: 'GET' | 'POST' | 'DELETE';
  /** Path and query exactly as sent, after the base URL. */
  url: string;
  body: Encoding;
}

const none = { kind: 'none' } as const;
const json = (value: unknown): Encoding => ({ kind: 'json', value });
const form = (value: string): Encoding => ({ kind: 'form', value });
const multipart = (value: [string, string][]): Encoding => ({ kind: 'multipart', value });

const user = {
  type: 'owners' as const,
  property_id: 3,
  unit_id: 7,
  name: 'Siti Aminah',
  username: 'siti',
  email: 'siti@example.com',
  contact: '0123456789',
  ic: '900101-14-5678',
  gender: 'Female' as const,
  marital_status: 'Married' as const,
  active: true,
};

const unit = { unit_no: 'A-1-2', level: 1, parking_lot: 'P12', property_id: 3, user_id: 9 };
const property = {
  name: 'Seri Residensi',
  email: 'office@seri.my',
  contact: '0387654321',
  address: '1 Jalan Seri',
  postcode: '43000',
  city: 'Kajang',
  state: 'Selangor',
  active: true,
};
const visitor = {
  name: 'Ali',
  contact: '0111111111',
  vehicle_no: 'WXY 1234',
  type: 'Over Night' as const,
  start_date: '2026-11-02',
  end_date: '2026-11-03',
  unit_id: 7,
};
const roles = [
  { name: 'Cashier', policies: { Payments: { permissions: [{ name: 'View', active: true }] } } },
];

const facility = {
  name: 'BBQ Pit',
  capacity: 20,
  opens: '10:00',
  closes: '22:00',
  slot_minutes: 120,
  weekly_limit: 2,
  fee: 50,
  needs_approval: false,
  house_rules: 'Clean up after use',
};
const complaint = {
  category: 'Maintenance' as const,
  title: 'Leaking pipe',
  description: 'Water under the sink',
  unit_id: 7,
  photos: ['0123456789abcdef0123456789abcdef.png'],
};
const tenant = {
  name: 'Tan Mei Ling',
  ic: 'A1234567',
  email: 'mei@example.com',
  contact: '0123456789',
  start_date: '2026-12-01',
  end_date: '2027-11-30',
  documents: [],
};

const rows: Row[] = [
  // Spec 000 §7
  {
    call: 'auth.authenticate',
    send: (a) => a.auth.authenticate(),
    method: 'GET',
    url: '/api/authenticate',
    body: none,
  },
  {
    call: 'auth.login',
    send: (a) => a.auth.login({ email_username: 'siti@example.com', password: 'secret1' }),
    method: 'POST',
    url: '/api/login',
    body: form('email_username=siti%40example.com&password=secret1&platform=web_app&remember=1'),
  },
  {
    call: 'auth.logout',
    send: (a) => a.auth.logout('tok-123'),
    method: 'POST',
    url: '/api/logout',
    body: json({ token: 'tok-123' }),
  },
  {
    call: 'auth.forgotPassword',
    send: (a) => a.auth.forgotPassword({ email: 'siti@example.com' }),
    method: 'POST',
    url: '/api/forgot_password',
    body: form('email=siti%40example.com&platform=web_app'),
  },
  {
    call: 'auth.confirmEmail',
    send: (a) => a.auth.confirmEmail('link token'),
    method: 'GET',
    url: '/api/confirm_email?token=link%20token',
    body: none,
  },
  {
    call: 'dashboard.get',
    send: (a) => a.dashboard.get(),
    method: 'GET',
    url: '/api/dashboard',
    body: none,
  },
  {
    call: 'dashboard.notification',
    send: (a) => a.dashboard.notification(),
    method: 'GET',
    url: '/api/notification',
    body: none,
  },
  {
    call: 'visitors.checkIn',
    send: (a) => a.visitors.checkIn('QR 1/2'),
    method: 'GET',
    url: '/api/visitors/check-in/QR%201%2F2',
    body: none,
  },
  {
    call: 'visitors.publicPass',
    send: (a) => a.visitors.publicPass('QR 1/2'),
    method: 'GET',
    url: '/api/public/visitors/QR%201%2F2',
    body: none,
  },
  // Spec 001 §7: users
  {
    call: 'users.list',
    send: (a) =>
      a.users.list({ type: 'owners', page: 2, unit_id: 7, property_id: 3, search: 'siti' }),
    method: 'GET',
    url: '/api/users?type=owners&page=2&unit_id=7&property_id=3&search=siti',
    body: none,
  },
  {
    call: 'users.detail',
    send: (a) => a.users.detail(5, { type: 'admins', property_id: 3 }),
    method: 'GET',
    url: '/api/users/detail/5?type=admins&property_id=3',
    body: none,
  },
  {
    call: 'users.add',
    send: (a) => a.users.add(user),
    method: 'POST',
    url: '/api/users/add',
    body: form(
      'type=owners&property_id=3&unit_id=7&name=Siti%20Aminah&username=siti&email=siti%40example.com' +
        '&contact=0123456789&ic=900101-14-5678&gender=Female&marital_status=Married&active=1',
    ),
  },
  {
    call: 'users.edit',
    send: (a) => a.users.edit({ ...user, id: 5, role: 'Manager', active: false }),
    method: 'POST',
    url: '/api/users/edit',
    body: form(
      'type=owners&property_id=3&unit_id=7&name=Siti%20Aminah&username=siti&email=siti%40example.com' +
        '&contact=0123456789&ic=900101-14-5678&gender=Female&marital_status=Married&active=0&id=5&role=Manager',
    ),
  },
  {
    call: 'users.remove',
    send: (a) => a.users.remove(5),
    method: 'DELETE',
    url: '/api/users/5',
    body: none,
  },
  {
    call: 'users.removeDevice',
    send: (a) => a.users.removeDevice(5),
    method: 'GET',
    url: '/api/users/remove-device/5',
    body: none,
  },
  {
    call: 'users.uploadPicture',
    send: (a) => a.users.uploadPicture({ img: 'aGVsbG8=', original_name: 'me.png', user_id: 5 }),
    method: 'POST',
    url: '/api/users/upload',
    body: multipart([
      ['img', 'aGVsbG8='],
      ['original_name', 'me.png'],
      ['user_id', '5'],
    ]),
  },
  {
    call: 'users.import',
    send: (a) => a.users.import({ doc: 'eGxzeA==', original_name: 'owners.xlsx', property_id: 3 }),
    method: 'POST',
    url: '/api/users/import',
    body: multipart([
      ['doc', 'eGxzeA=='],
      ['original_name', 'owners.xlsx'],
      ['property_id', '3'],
    ]),
  },
  {
    call: 'users.autocomplete',
    send: (a) => a.users.autocomplete({ search: 'ali baba' }),
    method: 'GET',
    url: '/api/users/autocomplete?search=ali%20baba',
    body: none,
  },
  // Spec 001 §7: units
  {
    call: 'units.list',
    send: (a) => a.units.list({ property_id: 3, user_id: 9, page: 0, search: 'A-1' }),
    method: 'GET',
    url: '/api/units?property_id=3&user_id=9&page=0&search=A-1',
    body: none,
  },
  {
    call: 'units.detail',
    send: (a) => a.units.detail(7, { property_id: 3 }),
    method: 'GET',
    url: '/api/units/detail/7?property_id=3',
    body: none,
  },
  {
    call: 'units.add',
    send: (a) => a.units.add(unit),
    method: 'POST',
    url: '/api/units/add',
    body: json(unit),
  },
  {
    call: 'units.edit',
    send: (a) => a.units.edit({ ...unit, id: 7 }),
    method: 'POST',
    url: '/api/units/edit',
    body: json({ ...unit, id: 7 }),
  },
  {
    call: 'units.remove',
    send: (a) => a.units.remove(7),
    method: 'DELETE',
    url: '/api/units/7',
    body: none,
  },
  {
    call: 'units.import',
    send: (a) => a.units.import({ doc: 'eGxzeA==', original_name: 'units.xlsx', property_id: 3 }),
    method: 'POST',
    url: '/api/units/import',
    body: multipart([
      ['doc', 'eGxzeA=='],
      ['original_name', 'units.xlsx'],
      ['property_id', '3'],
    ]),
  },
  {
    call: 'units.assignOwner',
    send: (a) => a.units.assignOwner({ user_id: 9, unit_id: 7 }),
    method: 'POST',
    url: '/api/units/assign',
    body: json({ user_id: 9, unit_id: 7 }),
  },
  {
    call: 'units.unassignOwner',
    send: (a) => a.units.unassignOwner({ user_key: 'user_id_2', id: 7 }),
    method: 'POST',
    url: '/api/units/unassign',
    body: json({ user_key: 'user_id_2', id: 7 }),
  },
  {
    call: 'accessCards.list',
    send: (a) => a.accessCards.list(7, { page: 1, search: 'SN' }),
    method: 'GET',
    url: '/api/units/access-card/7?page=1&search=SN',
    body: none,
  },
  {
    call: 'accessCards.add',
    send: (a) => a.accessCards.add({ unit_id: 7, serial_number: 'SN-001', active: true }),
    method: 'POST',
    url: '/api/units/access-card/add',
    body: json({ unit_id: 7, serial_number: 'SN-001', active: true }),
  },
  {
    call: 'accessCards.edit',
    send: (a) => a.accessCards.edit({ unit_id: 7, serial_number: 'SN-001', active: false, id: 4 }),
    method: 'POST',
    url: '/api/units/access-card/edit',
    body: json({ unit_id: 7, serial_number: 'SN-001', active: false, id: 4 }),
  },
  {
    call: 'accessCards.remove',
    send: (a) => a.accessCards.remove(7, 4),
    method: 'DELETE',
    url: '/api/units/access-card/7/4',
    body: none,
  },
  // Spec 001 §7: audit, properties, visitors
  {
    call: 'audit.list',
    send: (a) => a.audit.list({ page: 3, search: 'login' }),
    method: 'GET',
    url: '/api/audit?page=3&search=login',
    body: none,
  },
  {
    call: 'properties.list',
    send: (a) => a.properties.list({ page: 0 }),
    method: 'GET',
    url: '/api/properties?page=0',
    body: none,
  },
  {
    call: 'properties.detail',
    send: (a) => a.properties.detail(3, { editMode: true }),
    method: 'GET',
    url: '/api/properties/detail/3?editMode=1',
    body: none,
  },
  {
    call: 'properties.add',
    send: (a) => a.properties.add(property),
    method: 'POST',
    url: '/api/properties/add',
    body: json(property),
  },
  {
    call: 'properties.edit',
    send: (a) => a.properties.edit({ ...property, id: 3 }),
    method: 'POST',
    url: '/api/properties/edit',
    body: json({ ...property, id: 3 }),
  },
  {
    call: 'properties.uploadPicture',
    send: (a) =>
      a.properties.uploadPicture({ img: 'aGk=', original_name: 'block.jpg', property_id: 3 }),
    method: 'POST',
    url: '/api/properties/upload',
    body: multipart([
      ['img', 'aGk='],
      ['original_name', 'block.jpg'],
      ['property_id', '3'],
    ]),
  },
  {
    call: 'properties.enableService',
    send: (a) => a.properties.enableService({ property_id: 3, service_id: 6 }),
    method: 'POST',
    url: '/api/properties/enable-service',
    body: json({ property_id: 3, service_id: 6 }),
  },
  {
    call: 'properties.disableService',
    send: (a) => a.properties.disableService({ property_id: 3, service_id: 6 }),
    method: 'POST',
    url: '/api/properties/disable-service',
    body: json({ property_id: 3, service_id: 6 }),
  },
  {
    call: 'visitors.list',
    send: (a) =>
      a.visitors.list({ page: 0, unit_id: 7, property_id: 3, tab: 'past', search: 'ali' }),
    method: 'GET',
    url: '/api/visitors?page=0&unit_id=7&property_id=3&tab=past&search=ali',
    body: none,
  },
  {
    call: 'visitors.detail',
    send: (a) => a.visitors.detail('QR9', { unit_id: 7 }),
    method: 'GET',
    url: '/api/visitors/detail/QR9?unit_id=7',
    body: none,
  },
  {
    call: 'visitors.add',
    send: (a) => a.visitors.add(visitor),
    method: 'POST',
    url: '/api/visitors/add',
    body: json(visitor),
  },
  {
    call: 'visitors.autocomplete',
    send: (a) => a.visitors.autocomplete({ search: 'al' }),
    method: 'GET',
    url: '/api/visitors/autocomplete?search=al',
    body: none,
  },
  {
    call: 'visitors.checkOut',
    send: (a) => a.visitors.checkOut('QR9'),
    method: 'GET',
    url: '/api/visitors/check-out/QR9',
    body: none,
  },
  // Spec 002 §7
  {
    call: 'accountStatements.list',
    send: (a) => a.accountStatements.list({ page: 1, unit_id: 7, property_id: 3, search: 'INV' }),
    method: 'GET',
    url: '/api/account-statements?page=1&unit_id=7&property_id=3&search=INV',
    body: none,
  },
  {
    call: 'accountStatements.generate',
    send: (a) =>
      a.accountStatements.generate({
        types: ['maintenance', 'water', 'others'],
        date: '2026-11',
        unit_id: 7,
        property_id: 3,
        previous_reading: 100,
        current_reading: 150,
        other_bill_name: 'Lift repair',
        other_bill_amount: 80.5,
      }),
    method: 'POST',
    url: '/api/account-statements/generate',
    body: form(
      'types%5B%5D=maintenance&types%5B%5D=water&types%5B%5D=others&date=2026-11&unit_id=7&property_id=3' +
        '&previous_reading=100&current_reading=150&other_bill_name=Lift%20repair&other_bill_amount=80.5',
    ),
  },
  {
    call: 'accountStatements.generate (one type as text)',
    send: (a) =>
      a.accountStatements.generate({ types: 'maintenance', date: '2026-11', unit_id: 7 }),
    method: 'POST',
    url: '/api/account-statements/generate',
    body: form('types%5B%5D=maintenance&date=2026-11&unit_id=7'),
  },
  {
    call: 'payments.list',
    send: (a) => a.payments.list({ page: 0, unit_id: 7, property_id: 3, search: 'REF' }),
    method: 'GET',
    url: '/api/payments?page=0&unit_id=7&property_id=3&search=REF',
    body: none,
  },
  {
    call: 'payments.add',
    send: (a) =>
      a.payments.add({
        amount: 250,
        unit_id: 7,
        property_id: 3,
        doc: 'r1.pdf',
        bank: 'Maybank',
        date: '2026-10',
        payment_type: 'bank_transfer',
      }),
    method: 'POST',
    url: '/api/payments/add',
    body: form(
      'amount=250&unit_id=7&property_id=3&doc=r1.pdf&bank=Maybank&date=2026-10&payment_type=bank_transfer',
    ),
  },
  {
    call: 'payments.uploadReceipt',
    send: (a) => a.payments.uploadReceipt({ doc: 'JVBERi0=', original_name: 'receipt.pdf' }),
    method: 'POST',
    url: '/api/payments/upload',
    body: multipart([
      ['doc', 'JVBERi0='],
      ['original_name', 'receipt.pdf'],
    ]),
  },
  {
    call: 'payments.verify',
    send: (a) => a.payments.verify(11),
    method: 'GET',
    url: '/api/payments/verify/11',
    body: none,
  },
  {
    call: 'payments.reject',
    send: (a) => a.payments.reject(11),
    method: 'GET',
    url: '/api/payments/reject/11',
    body: none,
  },
  {
    call: 'announcements.list',
    send: (a) => a.announcements.list({ page: 0, property_id: 3, search: 'lift' }),
    method: 'GET',
    url: '/api/announcements?page=0&property_id=3&search=lift',
    body: none,
  },
  {
    call: 'announcements.detail',
    send: (a) => a.announcements.detail(8),
    method: 'GET',
    url: '/api/announcements/detail/8',
    body: none,
  },
  {
    call: 'announcements.add',
    send: (a) =>
      a.announcements.add({
        title: 'Lift',
        message: 'Lift B is down',
        recipient: 'Owners',
        attachment: 'a.pdf',
        property_id: 3,
      }),
    method: 'POST',
    url: '/api/announcements/add',
    body: json({
      title: 'Lift',
      message: 'Lift B is down',
      recipient: 'Owners',
      attachment: 'a.pdf',
      property_id: 3,
    }),
  },
  {
    call: 'announcements.uploadAttachment',
    send: (a) => a.announcements.uploadAttachment({ doc: 'JVBERi0=', original_name: 'notice.pdf' }),
    method: 'POST',
    url: '/api/announcements/upload',
    body: multipart([
      ['doc', 'JVBERi0='],
      ['original_name', 'notice.pdf'],
    ]),
  },
  {
    call: 'inbox.list',
    send: (a) => a.inbox.list({ page: 2, search: 'bill' }),
    method: 'GET',
    url: '/api/inbox?page=2&search=bill',
    body: none,
  },
  {
    call: 'inbox.list (archive)',
    send: (a) => a.inbox.list({ page: 0, archive: true }),
    method: 'GET',
    url: '/api/inbox?page=0&archive=1',
    body: none,
  },
  {
    call: 'inbox.read',
    send: (a) => a.inbox.read(12),
    method: 'GET',
    url: '/api/inbox/read/12',
    body: none,
  },
  {
    call: 'inbox.markAllAsRead',
    send: (a) => a.inbox.markAllAsRead(),
    method: 'GET',
    url: '/api/inbox/mark-all-as-read',
    body: none,
  },
  {
    call: 'inbox.remove',
    send: (a) => a.inbox.remove([12, 13]),
    method: 'POST',
    url: '/api/inbox/delete',
    body: json({ ids: [12, 13] }),
  },
  {
    call: 'inbox.removeAll',
    send: (a) => a.inbox.removeAll(),
    method: 'GET',
    url: '/api/inbox/delete-all',
    body: none,
  },
  {
    call: 'inbox.clearArchive',
    send: (a) => a.inbox.clearArchive(),
    method: 'GET',
    url: '/api/inbox/clear-archive',
    body: none,
  },
  {
    call: 'inbox.reply',
    send: (a) => a.inbox.reply({ id: 12, reply: 'Noted, thanks' }),
    method: 'POST',
    url: '/api/inbox/reply',
    body: json({ id: 12, reply: 'Noted, thanks' }),
  },
  {
    call: 'reports.data',
    send: (a) => a.reports.data(),
    method: 'GET',
    url: '/api/reports',
    body: none,
  },
  {
    call: 'booking.groupType',
    send: (a) => a.booking.groupType('Primary School'),
    method: 'GET',
    url: '/api/booking/group-type/Primary%20School',
    body: none,
  },
  {
    call: 'errorLog.get',
    send: (a) => a.errorLog.get(),
    method: 'GET',
    url: '/error_log',
    body: none,
  },
  {
    call: 'errorLog.clear',
    send: (a) => a.errorLog.clear(),
    method: 'GET',
    url: '/clear_log',
    body: none,
  },
  {
    call: 'apiRequestLog.list',
    send: (a) => a.apiRequestLog.list({ page: 4, search: 'login' }),
    method: 'GET',
    url: '/api/api-request-log?page=4&search=login',
    body: none,
  },
  {
    call: 'support.list',
    send: (a) => a.support.list({ page: 0 }),
    method: 'GET',
    url: '/api/support?page=0',
    body: none,
  },
  {
    call: 'support.report',
    send: (a) => a.support.report({ report: 'Button & link broken' }),
    method: 'POST',
    url: '/api/support/report',
    body: form('report=Button%20%26%20link%20broken'),
  },
  {
    call: 'support.resolve',
    send: (a) => a.support.resolve(21),
    method: 'GET',
    url: '/api/support/resolve/21',
    body: none,
  },
  {
    call: 'settings.get',
    send: (a) => a.settings.get(),
    method: 'GET',
    url: '/api/setting',
    body: none,
  },
  {
    call: 'settings.save',
    send: (a) =>
      a.settings.save({
        adult_min_age: 13,
        child_min_age: 3,
        senior_min_age: 60,
        super_senior_min_age: 80,
        agents_ticket_expiry_period: 6,
        roles,
      }),
    method: 'POST',
    url: '/api/setting',
    body: json({
      adult_min_age: 13,
      child_min_age: 3,
      senior_min_age: 60,
      super_senior_min_age: 80,
      agents_ticket_expiry_period: 6,
      roles,
    }),
  },
  {
    call: 'settings.setOnline (on)',
    send: (a) => a.settings.setOnline(true),
    method: 'POST',
    url: '/api/setting/online',
    body: json({ online: 1 }),
  },
  {
    call: 'settings.setOnline (off)',
    send: (a) => a.settings.setOnline(false),
    method: 'POST',
    url: '/api/setting/online',
    body: json({ online: 0 }),
  },
  {
    call: 'settings.appVersion',
    send: (a) => a.settings.appVersion(),
    method: 'GET',
    url: '/api/setting/app-version',
    body: none,
  },
  {
    call: 'settings.saveAppVersion',
    send: (a) => a.settings.saveAppVersion({ android: '2.1.0', ios: '2.1.1' }),
    method: 'POST',
    url: '/api/setting/app-version',
    body: json({ android: '2.1.0', ios: '2.1.1' }),
  },
  {
    call: 'houseRules.upload',
    send: (a) =>
      a.houseRules.upload({ doc: 'JVBERi0=', original_name: 'rules.pdf', property_id: 2 }),
    method: 'POST',
    url: '/api/units/house-rules/upload',
    body: multipart([
      ['doc', 'JVBERi0='],
      ['original_name', 'rules.pdf'],
      ['property_id', '2'],
    ]),
  },
  // Spec 002 §1: Facilities
  {
    call: 'facilities.list',
    send: (a) => a.facilities.list({ page: 1, search: 'bbq' }),
    method: 'GET',
    url: '/api/facilities?page=1&search=bbq',
    body: none,
  },
  {
    call: 'facilities.detail',
    send: (a) => a.facilities.detail(4),
    method: 'GET',
    url: '/api/facilities/detail/4',
    body: none,
  },
  {
    call: 'facilities.add',
    send: (a) => a.facilities.add(facility),
    method: 'POST',
    url: '/api/facilities/add',
    body: json(facility),
  },
  {
    call: 'facilities.edit',
    send: (a) => a.facilities.edit({ ...facility, id: 4 }),
    method: 'POST',
    url: '/api/facilities/edit',
    body: json({ ...facility, id: 4 }),
  },
  {
    call: 'facilities.remove',
    send: (a) => a.facilities.remove(4),
    method: 'DELETE',
    url: '/api/facilities/4',
    body: none,
  },
  {
    call: 'facilities.week',
    send: (a) => a.facilities.week(4, '2026-11-23'),
    method: 'GET',
    url: '/api/facilities/week/4?from=2026-11-23',
    body: none,
  },
  {
    call: 'facilities.bookings',
    send: (a) => a.facilities.bookings({ status: 'Pending', facility_id: 4 }),
    method: 'GET',
    url: '/api/facilities/bookings?status=Pending&facility_id=4',
    body: none,
  },
  {
    call: 'facilities.book',
    send: (a) => a.facilities.book({ facility_id: 4, date: '2026-11-28', time: '18:00' }),
    method: 'POST',
    url: '/api/facilities/book',
    body: json({ facility_id: 4, date: '2026-11-28', time: '18:00' }),
  },
  {
    call: 'facilities.approve',
    send: (a) => a.facilities.approve(12),
    method: 'POST',
    url: '/api/facilities/bookings/approve',
    body: json({ id: 12 }),
  },
  {
    call: 'facilities.reject',
    send: (a) => a.facilities.reject(12),
    method: 'POST',
    url: '/api/facilities/bookings/reject',
    body: json({ id: 12 }),
  },
  {
    call: 'facilities.cancel',
    send: (a) => a.facilities.cancel(12),
    method: 'POST',
    url: '/api/facilities/bookings/cancel',
    body: json({ id: 12 }),
  },
  // Spec 002 §1: Complains
  {
    call: 'complains.list',
    send: (a) => a.complains.list({ status: 'Open', category: 'Noise', unit_id: 7 }),
    method: 'GET',
    url: '/api/complains?status=Open&category=Noise&unit_id=7',
    body: none,
  },
  {
    call: 'complains.detail',
    send: (a) => a.complains.detail(5),
    method: 'GET',
    url: '/api/complains/detail/5',
    body: none,
  },
  {
    call: 'complains.add',
    send: (a) => a.complains.add(complaint),
    method: 'POST',
    url: '/api/complains/add',
    body: json(complaint),
  },
  {
    call: 'complains.assign',
    send: (a) => a.complains.assign({ id: 5, assignee_id: 2 }),
    method: 'POST',
    url: '/api/complains/assign',
    body: json({ id: 5, assignee_id: 2 }),
  },
  {
    call: 'complains.status',
    send: (a) => a.complains.status({ id: 5, status: 'Resolved' }),
    method: 'POST',
    url: '/api/complains/status',
    body: json({ id: 5, status: 'Resolved' }),
  },
  {
    call: 'complains.reopen',
    send: (a) => a.complains.reopen(5),
    method: 'POST',
    url: '/api/complains/reopen/5',
    body: none,
  },
  {
    call: 'complains.message',
    send: (a) => a.complains.message({ id: 5, message: 'On our way' }),
    method: 'POST',
    url: '/api/complains/message',
    body: json({ id: 5, message: 'On our way' }),
  },
  {
    call: 'complains.staff',
    send: (a) => a.complains.staff({ search: 'ravi' }),
    method: 'GET',
    url: '/api/complains/staff?search=ravi',
    body: none,
  },
  {
    call: 'complains.upload',
    send: (a) => a.complains.upload({ doc: 'aGVsbG8=', original_name: 'leak.png' }),
    method: 'POST',
    url: '/api/complains/upload',
    body: multipart([
      ['doc', 'aGVsbG8='],
      ['original_name', 'leak.png'],
    ]),
  },
  {
    call: 'facilities.upload',
    send: (a) => a.facilities.upload({ doc: 'aGVsbG8=', original_name: 'pool.png' }),
    method: 'POST',
    url: '/api/facilities/upload',
    body: multipart([
      ['doc', 'aGVsbG8='],
      ['original_name', 'pool.png'],
    ]),
  },
  // Spec 002 §1: Tenants
  {
    call: 'tenants.list',
    send: (a) => a.tenants.list({ status: 'pending', unit_id: 7 }),
    method: 'GET',
    url: '/api/tenants?status=pending&unit_id=7',
    body: none,
  },
  {
    call: 'tenants.detail',
    send: (a) => a.tenants.detail(6),
    method: 'GET',
    url: '/api/tenants/detail/6',
    body: none,
  },
  {
    call: 'tenants.add',
    send: (a) => a.tenants.add({ ...tenant, unit_id: 7 }),
    method: 'POST',
    url: '/api/tenants/add',
    body: json({ ...tenant, unit_id: 7 }),
  },
  {
    call: 'tenants.edit',
    send: (a) => a.tenants.edit({ ...tenant, id: 6 }),
    method: 'POST',
    url: '/api/tenants/edit',
    body: json({ ...tenant, id: 6 }),
  },
  {
    call: 'tenants.verify',
    send: (a) => a.tenants.verify(6),
    method: 'POST',
    url: '/api/tenants/verify',
    body: json({ id: 6 }),
  },
  {
    call: 'tenants.remove',
    send: (a) => a.tenants.remove(6),
    method: 'DELETE',
    url: '/api/tenants/6',
    body: none,
  },
  {
    call: 'tenants.upload',
    send: (a) => a.tenants.upload({ doc: 'aGVsbG8=', original_name: 'tenancy.pdf' }),
    method: 'POST',
    url: '/api/tenants/upload',
    body: multipart([
      ['doc', 'aGVsbG8='],
      ['original_name', 'tenancy.pdf'],
    ]),
  },
  // new:resource rows inserts above
];

describe('the API client speaks the spec wire contract', () => {
  it.each(rows)('$call sends $method $url', async ({ send, method, url, body }) => {
    const { api, requests } = client();

    await send(api);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(`${BASE}${url}`);
    expect(request?.headers).toMatchObject({
      Authorization: 'Bearer tok-123',
      'X-Platform': 'web_app',
      'X-App-Version': '3.4.5',
    });
    switch (body.kind) {
      case 'none':
        expect(request?.body).toBeUndefined();
        expect(request?.headers['Content-Type']).toBeUndefined();
        break;
      case 'json':
        expect(request?.headers['Content-Type']).toBe('application/json');
        expect(JSON.parse(request?.body as string)).toEqual(body.value);
        break;
      case 'form':
        expect(request?.headers['Content-Type']).toBe(
          'application/x-www-form-urlencoded;charset=UTF-8',
        );
        expect(request?.body).toBe(body.value);
        break;
      case 'multipart':
        expect(request?.headers['Content-Type']).toBeUndefined();
        expect(multipartEntries(request?.body)).toEqual(body.value);
        break;
    }
  });

  it.each(rows)(
    '$call has a response schema: a reply that breaks it fails',
    async ({ call, send }) => {
      const { api } = client({ body: '[42]', wire: wireSchemas });

      const result = await send(api);

      if (TEXT_REPLIES.has(call)) expect(result).toEqual({ ok: true, data: '[42]' });
      else expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    },
  );

  it.each(rows)('$call is one endpoint of the contract', ({ method, url }) => {
    expect(endpointsOf(method, url)).toHaveLength(1);
  });

  it.each(rows)(
    '$call is validated with the reply schema its endpoint names',
    async ({ send, method, url }) => {
      const { wire, looked } = recordingSchemas();
      const { api } = client({ body: '[42]', wire });

      await send(api);

      const [endpoint] = endpointsOf(method, url);
      expect(looked).toEqual(endpoint?.reply === 'text' ? [] : [endpoint?.reply]);
    },
  );

  it.each(LINKS)('%s builds a link to one file endpoint, with the token', (_, build) => {
    const url = build(client().api).replace(BASE, '');

    expect(endpointsOf('GET', url)).toHaveLength(1);
    expect(url).toContain('token=tok-123');
  });

  it('reaches every endpoint of the contract from some client function', () => {
    const { api } = client();
    const reached = new Set([
      ...rows.flatMap((row) => endpointsOf(row.method, row.url)),
      ...LINKS.flatMap(([, build]) => endpointsOf('GET', build(api).replace(BASE, ''))),
    ]);

    expect(endpoints.filter((endpoint) => !reached.has(endpoint))).toEqual([]);
  });

  it('covers every client function with a row', () => {
    const { api } = client();
    const urlBuilders = new Set(LINKS.map(([name]) => name));
    const calls = Object.entries(api).flatMap(([group, functions]) =>
      Object.keys(functions).map((name) => `${group}.${name}`),
    );
    const tested = new Set(rows.map((row) => row.call.replace(/ \(.*\)$/, '')));

    const untested = calls.filter((call) => !urlBuilders.has(call) && !tested.has(call));

    expect(untested).toEqual([]);
    expect(tested.size).toBe(calls.length - urlBuilders.size);
  });
});
