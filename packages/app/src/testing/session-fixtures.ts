import {
  SERVICES,
  type AuthenticateResponse,
  type Nav,
  type ServiceName,
  type SessionUser,
  type UserPolicy,
} from '@strata/domain';

const COUNTERS = {
  pending_payment: 0,
  unread_notification: 0,
  error_log: 0,
  bug_report: 0,
  refund_request: 0,
  cancel_request: 0,
  upcoming_vvip: 0,
  pending_booking_vvip: 0,
  pending_booking_charter: 0,
};

/** The demo property, with every service on (spec 002 §1). */
const PROPERTY = {
  id: 1,
  name: 'Residensi Seri Melati',
  services: SERVICES.map((name, index) => ({ id: index + 1, name })),
};

function policies(resources: string[], names = ['View', 'Create', 'Update']): UserPolicy[] {
  return resources.flatMap((resource) => names.map((name) => ({ resource, name, active: true })));
}

function user(overrides: Partial<SessionUser>): SessionUser {
  return {
    id: 1,
    name: 'Aisyah Rahman',
    username: 'admin',
    email: 'admin@demo.test',
    contact: '012-345 6789',
    ic: null,
    gender: null,
    marital_status: null,
    emergency_contact: null,
    role: 'Admin',
    active: true,
    img: null,
    last_active: '2026-11-02 08:30:00',
    type: 'admins',
    unit_id: null,
    unit: null,
    device: null,
    app_version: null,
    isSuperUser: false,
    isSkaloot: false,
    isDeveloper: false,
    isGuard: false,
    property: PROPERTY,
    property_id: 1,
    policies: [],
    chat_sender_ids: [],
    ...COUNTERS,
    ...overrides,
  };
}

/** The server's menu for a property admin (as navsFor answers it). */
export const ADMIN_NAVS: Nav[] = [
  {
    name: 'Users',
    path: '/d/owners',
    children: [
      { name: 'Owners', path: '/d/owners' },
      { name: 'Admins', path: '/d/admins' },
    ],
  },
  { name: 'Units', path: '/d/units' },
  { name: 'Visitors', path: '/d/visitors' },
  {
    name: 'Finance',
    path: '/d/account-statements',
    children: [
      { name: 'Account Statements', path: '/d/account-statements' },
      { name: 'Payments', path: '/d/payments' },
    ],
  },
  { name: 'Announcements', path: '/d/announcements' },
  {
    name: 'Services',
    path: '/d/facilities',
    children: [
      { name: 'Facilities', path: '/d/facilities' },
      { name: 'Dining Menu', path: '/d/pos' },
    ],
  },
  { name: 'Inbox', path: '/d/inbox' },
  { name: 'Report', path: '/d/report' },
  { name: 'House Rules', path: '/d/house-rules' },
];

/** The server's menu for an owner. */
export const OWNER_NAVS: Nav[] = [
  { name: 'Property Unit', path: '/d/property-unit' },
  { name: 'Visitors', path: '/d/visitors' },
  {
    name: 'Finance',
    path: '/d/account-statements',
    children: [
      { name: 'Account Statements', path: '/d/account-statements' },
      { name: 'Payments', path: '/d/payments' },
    ],
  },
  { name: 'Inbox', path: '/d/inbox' },
  { name: 'House Rules', path: '/d/house-rules' },
];

const STAFF_AREAS = ['Owners', 'Admins', 'Units', 'Visitors', 'Payments', 'Report', 'Audit'];

/** Sessions for each kind of user, as /api/authenticate answers them. */
export const SESSIONS = {
  admin: {
    user: user({ pending_payment: 3, unread_notification: 12, policies: policies(STAFF_AREAS) }),
    navs: ADMIN_NAVS,
    announcement: null,
  },
  manager: {
    user: user({
      id: 2,
      name: 'Daniel Lim',
      username: 'manager',
      email: 'manager@demo.test',
      role: 'Manager',
      policies: policies(STAFF_AREAS),
    }),
    navs: ADMIN_NAVS,
    announcement: null,
  },
  super: {
    user: user({
      id: 3,
      name: 'Nadia Provider',
      username: 'super',
      email: 'super@demo.test',
      role: 'Admin',
      isSuperUser: true,
      isSkaloot: true,
      // Also the developer user here, so the shell's stories show every menu entry (the demo
      // accounts split these: super@ is not a developer, dev@ is).
      isDeveloper: true,
      error_log: 4,
      bug_report: 27,
      pending_payment: 9,
      unread_notification: 10,
    }),
    navs: ADMIN_NAVS,
    announcement: null,
  },
  developer: {
    user: user({
      id: 6,
      name: 'Dewi Developer',
      username: 'dev',
      email: 'dev@demo.test',
      isDeveloper: true,
      property: null,
      property_id: null,
      error_log: 3,
    }),
    navs: [{ name: 'Inbox', path: '/d/inbox' }],
    announcement: null,
  },
  guard: {
    user: user({
      id: 4,
      name: 'Ravi Kumar',
      username: 'guard',
      email: 'guard@demo.test',
      role: 'Security Guard',
      isGuard: true,
      policies: policies(['Visitors']),
    }),
    navs: [
      { name: 'Visitors', path: '/d/visitors' },
      { name: 'Inbox', path: '/d/inbox' },
    ],
    announcement: null,
  },
  owner: {
    user: user({
      id: 5,
      name: 'Tan Mei Ling',
      username: 'owner',
      email: 'owner@demo.test',
      role: 'Owner',
      type: 'owners',
      unit_id: 10,
      unit: { id: 10, unit_no: 'A-12-03', user_id: 5, user_id_2: null, user_id_3: null },
      pending_payment: 1,
      unread_notification: 2,
    }),
    navs: OWNER_NAVS,
    announcement: { id: 1, title: 'Water interruption', msg: 'Water will be off on Saturday.' },
  },
} satisfies Record<string, AuthenticateResponse>;

/** A StoryApp `session` for one of {@link SESSIONS}: signed in with its user and menu. */
export function signedIn(kind: keyof typeof SESSIONS) {
  return { status: 'signed-in' as const, token: 'story-token', ...SESSIONS[kind] };
}

/** {@link signedIn}, on a property that has switched `service` off (spec 002 §2 gating). */
export function signedInWithout(kind: keyof typeof SESSIONS, service: ServiceName) {
  const session = signedIn(kind);
  const property = {
    ...PROPERTY,
    services: PROPERTY.services.filter((entry) => entry.name !== service),
  };
  return { ...session, user: { ...session.user, property } };
}
