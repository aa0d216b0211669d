import { GROUP_TYPES, type GroupTypeEntry, type Nav, type ReportsData } from '@strata/domain';
import type { FakeRoutes } from '../../testing/fake-api';
import { signedIn } from '../../testing/session-fixtures';

/** GET /api/reports as the server answers it for the demo property. */
export const REPORTS_DATA: ReportsData = {
  staffs: [
    { id: 1, name: 'Aisyah Rahman', role: 'Admin' },
    { id: 21, name: 'Farid Cashier', role: 'Cashier' },
    { id: 22, name: 'Mei Ling CSA', role: 'CSA' },
    { id: 23, name: 'Zara Marketing', role: 'Marketing' },
  ],
  agents: [
    { id: 1, name: 'Hafiz Osman', company_name: 'Borneo Trails' },
    { id: 2, name: 'Jenny Tan', company_name: 'Seri Melati Hotel' },
  ],
  packages: [
    { id: 1, name: 'Island Hopping' },
    { id: 2, name: 'Sunset Cruise' },
  ],
  jettys: [
    { id: 1, name: 'Jeti Kuala Besut' },
    { id: 2, name: 'Jeti Merang' },
  ],
  foods: [
    { id: 1, name: 'Nasi Lemak' },
    { id: 2, name: 'Teh Tarik' },
  ],
  payment_methods: [
    { id: 1, name: 'Cash' },
    { id: 2, name: 'Card' },
  ],
};

/** GET /api/booking/group-type/{group_type}: Hotel and Agent have companies, the rest none. */
export const GROUP_COMPANIES: Partial<Record<(typeof GROUP_TYPES)[number], GroupTypeEntry[]>> = {
  All: [
    { id: 1, company_name: 'Borneo Trails' },
    { id: 2, company_name: 'Seri Melati Hotel' },
  ],
  Agent: [{ id: 1, company_name: 'Borneo Trails' }],
  Hotel: [{ id: 2, company_name: 'Seri Melati Hotel' }],
};

/** Every group type's companies (an empty list where it has none). */
export function groupTypeEndpoints(): FakeRoutes {
  return Object.fromEntries(
    GROUP_TYPES.map((groupType) => [
      `GET /api/booking/group-type/${encodeURIComponent(groupType)}`,
      { body: GROUP_COMPANIES[groupType] ?? [] },
    ]),
  );
}

/** The report page's calls, answered. */
export const reportEndpoints: FakeRoutes = {
  'GET /api/reports': { body: REPORTS_DATA },
  ...groupTypeEndpoints(),
};

const REPORT_POLICIES = ['View', 'Create'].map((name) => ({
  resource: 'Report',
  name,
  active: true,
}));

const STAFF_NAVS: Nav[] = [
  { name: 'Inbox', path: '/d/inbox' },
  { name: 'Report', path: '/d/report' },
  { name: 'House Rules', path: '/d/house-rules' },
];

const ROLE_USERS = {
  cashier: { id: 21, name: 'Farid Cashier', username: 'cashier1', role: 'Cashier' },
  csa: { id: 22, name: 'Mei Ling CSA', username: 'csa1', role: 'CSA' },
  marketing: { id: 23, name: 'Zara Marketing', username: 'marketing1', role: 'Marketing' },
} as const;

/** A signed-in session of a role the report page varies by (spec 002 §6). */
export function reportSession(kind: 'admin' | 'super' | keyof typeof ROLE_USERS) {
  if (kind === 'admin' || kind === 'super') return signedIn(kind);
  const session = signedIn('admin');
  const { id, name, username, role } = ROLE_USERS[kind];
  return {
    ...session,
    navs: STAFF_NAVS,
    user: {
      ...session.user,
      id,
      name,
      username,
      email: `${username}@demo.test`,
      role,
      pending_payment: 0,
      unread_notification: 0,
      policies: REPORT_POLICIES,
    },
  };
}
