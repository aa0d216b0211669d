import type { Complaint, ComplaintDetail, ComplaintMessage, ServiceName } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';
import { signedIn, signedInWithout } from '../../testing/session-fixtures';

/* Complaints as the server answers them, around the stories' frozen time (2026-11-02 09:30). */

const TITLES = ['Leaking pipe', 'Loud music', 'Broken lift', 'Dirty corridor', 'Blocked parking'];
const CATEGORIES = ['Maintenance', 'Noise', 'Maintenance', 'Cleanliness', 'Parking'] as const;

/** The staff user stories assign (id 2, the demo manager). */
export const STAFF = { id: 2, name: 'Daniel Lim' };

/** Complaint `index` (0-based, id index + 1) of property 1, filed by the demo owner on A-12-03. */
export function complaintFixture(index: number, overrides: Partial<Complaint> = {}): Complaint {
  return {
    id: index + 1,
    property_id: 1,
    category: CATEGORIES[index % CATEGORIES.length]!,
    title: `${TITLES[index % TITLES.length]} ${index + 1}`,
    description: 'Water drips from the ceiling of the kitchen since Monday.',
    status: 'Open',
    unit: { id: 10, unit_no: 'A-12-03' },
    common_area: null,
    photos: [],
    assignee: null,
    created_by: { id: 5, name: 'Tan Mei Ling' },
    created_at: '2026-10-30 10:00:00',
    resolved_at: null,
    updated_at: '2026-10-30 10:00:00',
    ...overrides,
  };
}

/** One complaint in each state: Open, In progress (assigned), Resolved lately, Resolved long ago, Closed. */
export const EACH_STATE: Complaint[] = [
  complaintFixture(0),
  complaintFixture(1, {
    status: 'In progress',
    assignee: STAFF,
    unit: null,
    common_area: 'Lobby B',
    created_at: '2026-10-20 08:15:00',
  }),
  complaintFixture(2, {
    status: 'Resolved',
    assignee: STAFF,
    created_at: '2026-10-28 09:00:00',
    resolved_at: '2026-10-31 16:00:00',
  }),
  complaintFixture(3, {
    status: 'Resolved',
    assignee: STAFF,
    created_at: '2026-09-25 09:00:00',
    resolved_at: '2026-10-01 12:00:00',
  }),
  complaintFixture(4, {
    status: 'Closed',
    assignee: STAFF,
    created_at: '2026-09-01 09:00:00',
    resolved_at: '2026-09-04 12:00:00',
  }),
];

/** A thread of two messages: the owner's, then the manager's. */
export const THREAD: ComplaintMessage[] = [
  {
    id: 1,
    message: 'It is getting worse, please send someone.',
    created_at: '2026-10-30 11:00:00',
    author: { id: 5, name: 'Tan Mei Ling', role: 'Owner' },
  },
  {
    id: 2,
    message: 'A plumber will come on Saturday at 10 am.',
    created_at: '2026-10-31 09:20:00',
    author: { id: 2, name: 'Daniel Lim', role: 'Manager' },
  },
];

const ALL_AREA = ['View', 'Create', 'Update', 'Delete'];

/** A demo session with the Complains area: staff get all of it, owners View and Create. */
export function complaintSession(
  kind: 'admin' | 'manager' | 'owner' = 'admin',
  without?: ServiceName,
) {
  const session = without ? signedInWithout(kind, without) : signedIn(kind);
  const granted = (kind === 'owner' ? ['View', 'Create'] : ALL_AREA).map((name) => ({
    resource: 'Complains',
    name,
    active: true,
  }));
  return {
    ...session,
    user: { ...session.user, policies: [...session.user.policies, ...granted] },
  };
}

/** GET /api/complains over `rows`: the asked page, filtered by status, category, search. */
export function complainsEndpoint(rows: number | Complaint[]) {
  const all =
    typeof rows === 'number'
      ? Array.from({ length: rows }, (_, index) => EACH_STATE[index % 5]!).map((row, index) => ({
          ...row,
          id: index + 1,
          title: `${TITLES[index % TITLES.length]} ${index + 1}`,
        }))
      : rows;
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all.filter(
      (row) =>
        row.title.toLowerCase().includes(search) &&
        (!query.get('status') || row.status === query.get('status')) &&
        (!query.get('category') || row.category === query.get('category')) &&
        (!query.get('assignee_id') || String(row.assignee?.id) === query.get('assignee_id')),
    );
    return { body: { data: found.slice(page * 20, page * 20 + 20), total: found.length } };
  };
}

/**
 * Complaint `complaint`'s detail with `messages`, and its changes answering as the server does
 * (each change is kept, so the screen shows it after revalidating).
 */
export function complaintEndpoints(
  complaint: Complaint = EACH_STATE[0]!,
  messages: ComplaintMessage[] = THREAD,
): FakeRoutes {
  let current: ComplaintDetail = { data: complaint, messages };
  const saved = (message: string) => ({ body: { data: current.data, message } });
  const id = complaint.id;
  return {
    [`GET /api/complains/detail/${id}`]: () => ({ body: current }),
    'GET /api/complains/staff': { body: { data: [STAFF, { id: 1, name: 'Aisyah Rahman' }] } },
    'POST /api/complains/assign': (request) => {
      const { assignee_id } = JSON.parse(String(request.body)) as { assignee_id: number };
      current = {
        ...current,
        data: {
          ...current.data,
          assignee: assignee_id === 2 ? STAFF : { id: 1, name: 'Aisyah Rahman' },
        },
      };
      return saved('Complaint has been assigned');
    },
    'POST /api/complains/status': (request) => {
      const { status } = JSON.parse(String(request.body)) as { status: Complaint['status'] };
      current = { ...current, data: { ...current.data, status } };
      return saved(`Complaint is now ${status}`);
    },
    [`POST /api/complains/reopen/${id}`]: () => {
      current = { ...current, data: { ...current.data, status: 'Open', resolved_at: null } };
      return saved('Complaint has been reopened');
    },
    'POST /api/complains/message': (request) => {
      const { message } = JSON.parse(String(request.body)) as { message: string };
      current = {
        ...current,
        messages: [
          ...current.messages,
          {
            id: current.messages.length + 1,
            message,
            created_at: '2026-11-02 09:30:00',
            author: { id: 2, name: 'Daniel Lim', role: 'Manager' },
          },
        ],
      };
      return saved('Message has been sent');
    },
    'POST /api/complains/add': (request) => ({
      body: {
        data: { ...complaintFixture(98), ...(JSON.parse(String(request.body)) as object), id: 99 },
        message: 'Complaint has been added',
      },
    }),
    'POST /api/complains/upload': { body: { doc: 'a1b2c3d4e5f60718293a4b5c6d7e8f90.png' } },
  };
}

/** The demo owner's units (GET /api/units as an owner), shared with the other features' stories. */
export { ownerUnits } from '../../testing/wire-fixtures';
