import type { Announcement } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';
import { signedIn } from '../../testing/session-fixtures';

const TITLES = [
  'Water interruption on Saturday',
  'Lift maintenance at Block B',
  'Annual general meeting',
  'Pest control this Friday',
  'New parking stickers',
];
const CREATORS = ['Aisyah Rahman', 'Daniel Lim'];

/** Announcement `index` (0-based, newest first): one day older per index. */
export function announcementFixture(
  index: number,
  overrides: Partial<Announcement> = {},
): Announcement {
  const day = new Date(Date.UTC(2026, 10, 20 - index, 9, 30));
  return {
    id: 500 - index,
    title:
      index < TITLES.length ? TITLES[index]! : `${TITLES[index % TITLES.length]} (${index + 1})`,
    message: '<p>Dear residents,</p><p>Please take note of the schedule.</p>',
    recipient: index % 4 === 3 ? 'Admins' : 'Owners',
    attachment: index % 3 === 0 ? 'notice-schedule.pdf' : null,
    created_at: day.toISOString().slice(0, 19).replace('T', ' '),
    createdBy: { name: CREATORS[index % CREATORS.length]! },
    total_read: (index * 7) % 23,
    ...overrides,
  };
}

/** GET /api/announcements over `total` announcements: the asked page, filtered by the search. */
export function announcementsEndpoint(total: number) {
  const all = Array.from({ length: total }, (_, index) => announcementFixture(index));
  return ({ url }: { url: string }): FakeAnswer => {
    const query = new URL(url, 'http://story').searchParams;
    const page = Number(query.get('page') ?? 0);
    const search = (query.get('search') ?? '').toLowerCase();
    const found = all.filter((row) => row.title.toLowerCase().includes(search));
    return { body: { data: found.slice(page * 20, page * 20 + 20), total: found.length } };
  };
}

/** The detail of announcement 500 (the first fixture), with an attachment. */
export const ANNOUNCEMENT_DETAIL: Announcement = announcementFixture(0, {
  message:
    '<p>Dear residents,</p><p>Water will be off on <b>Saturday</b> from 9am to 5pm.</p><ul><li>Store water on Friday</li><li>Lifts run as usual</li></ul>',
  total_read: 128,
});

/** The properties a super user without one of their own picks from. */
export const PROPERTY_CHOICES = {
  data: [
    { id: 1, name: 'Residensi Seri Melati' },
    { id: 2, name: 'Taman Bukit Indah' },
  ].map((property) => ({
    ...property,
    developer: null,
    managed_by: null,
    email: 'office@property.test',
    contact: '0378100000',
    bank_name: null,
    bank_acc: null,
    address: '1 Jalan Melati',
    address_2: null,
    postcode: '47400',
    city: 'Petaling Jaya',
    state: 'Selangor',
    active: true,
    img: null,
    total_unit: 320,
    created_at: '2025-02-10 10:00:00',
  })),
  total: 2,
};

/** The calls of sending an announcement, answering as the server does. */
export function sendEndpoints(): FakeRoutes {
  return {
    'GET /api/announcements': announcementsEndpoint(45),
    'POST /api/announcements/upload': { body: { doc: 'a1b2c3-notice.pdf' } },
    'POST /api/announcements/add': (request) => {
      const body = JSON.parse(String(request.body)) as Partial<Announcement>;
      return {
        body: announcementFixture(0, {
          id: 501,
          title: body.title ?? '',
          message: body.message ?? '',
          recipient: body.recipient ?? 'Owners',
          attachment: body.attachment ?? null,
          total_read: 0,
        }),
      };
    },
  };
}

/** A super user of the provider, with no property of their own. */
export function superWithoutProperty() {
  const session = signedIn('super');
  return { ...session, user: { ...session.user, property_id: null, property: null } };
}
