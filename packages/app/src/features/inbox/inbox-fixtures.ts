import type { InboxItem } from '@strata/domain';
import type { FakeAnswer, FakeRoutes } from '../../testing/fake-api';
import { notificationReply } from '../../testing/wire-fixtures';

const TITLES = [
  'Water interruption on Saturday',
  'Lift maintenance at Block B',
  'Annual general meeting',
  'Pest control this Friday',
  'New parking stickers',
];

/** Message `index` (0-based, newest first, one day older per index); the first `unread` are new. */
export function inboxFixture(index: number, overrides: Partial<InboxItem> = {}): InboxItem {
  const day = new Date(Date.UTC(2026, 10, 20 - index, 9, 30));
  return {
    id: 900 - index,
    title:
      index < TITLES.length ? TITLES[index]! : `${TITLES[index % TITLES.length]} (${index + 1})`,
    message: '<p>Dear residents,</p><p>Water will be off on <b>Saturday</b> from 9am to 5pm.</p>',
    attachment: index % 3 === 0 ? 'notice-schedule.pdf' : null,
    created_at: day.toISOString().slice(0, 19).replace('T', ' '),
    is_read: index >= 3,
    reply: null,
    replyable: true,
    link: null,
    ...overrides,
  };
}

/** A message whose HTML carries a script and an img onerror, as a hostile sender would write it. */
export const HOSTILE_MESSAGE = inboxFixture(0, {
  id: 950,
  title: 'Hostile message',
  message:
    '<p>Read me</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:window.pwned=3">click</a>',
  attachment: null,
});

/** A notice the server left on a complaint's change: worded by the server, linking to it. */
export const COMPLAINT_NOTICE = inboxFixture(0, {
  id: 960,
  title: 'Complaint update: Leaking pipe',
  message: 'Your complaint "Leaking pipe" is now Resolved.',
  attachment: null,
  replyable: false,
  link: '/d/complains/12',
});

type Store = { live: InboxItem[]; archived: InboxItem[] };

function page(rows: InboxItem[], url: string) {
  const query = new URL(url, 'http://story').searchParams;
  const at = Number(query.get('page') ?? 0);
  const search = (query.get('search') ?? '').toLowerCase();
  const found = rows.filter((row) => row.title.toLowerCase().includes(search));
  return { data: found.slice(at * 20, at * 20 + 20), total: found.length };
}

/**
 * The inbox calls over `live` messages (and `archived` ones), answering and changing as the server
 * does: reading, replying, deleting to the archive, clearing it; GET /api/notification counts the
 * unread. Make one per story mount.
 */
export function inboxEndpoints(
  live: InboxItem[] = Array.from({ length: 45 }, (_, index) => inboxFixture(index)),
  archived: InboxItem[] = [],
): FakeRoutes {
  const store: Store = { live: [...live], archived: [...archived] };
  const unread = () => store.live.filter((item) => !item.is_read).length;
  const find = (id: number) =>
    store.live.find((item) => item.id === id) ?? store.archived.find((item) => item.id === id);
  const done = (message: string): FakeAnswer => ({ body: { message } });
  return {
    'GET /api/notification': () => ({
      body: notificationReply({ pending_payment: 3, unread_notification: unread() }),
    }),
    'GET /api/inbox': ({ url }) => {
      const archive = new URL(url, 'http://story').searchParams.get('archive') === '1';
      return {
        body: {
          ...page(archive ? store.archived : store.live, url),
          unread_notification: unread(),
        },
      };
    },
    'GET /api/inbox/mark-all-as-read': () => {
      store.live = store.live.map((item) => ({ ...item, is_read: true }));
      return done('All messages has been marked as read');
    },
    'POST /api/inbox/delete': (request) => {
      const { ids } = JSON.parse(String(request.body)) as { ids: number[] };
      store.archived = [...store.live.filter((item) => ids.includes(item.id)), ...store.archived];
      store.live = store.live.filter((item) => !ids.includes(item.id));
      return done('Message has been removed');
    },
    'GET /api/inbox/delete-all': () => {
      store.archived = [...store.live, ...store.archived];
      store.live = [];
      return done('All messages has been removed');
    },
    'GET /api/inbox/clear-archive': () => {
      store.archived = [];
      return done('Archive has been cleared');
    },
    'POST /api/inbox/reply': (request) => {
      const { id, reply } = JSON.parse(String(request.body)) as { id: number; reply: string };
      const item = find(id);
      if (!item) return { status: 404, body: { error: 'Message not found' } };
      Object.assign(item, { reply, is_read: true });
      return done('Reply has been submitted');
    },
    ...Object.fromEntries(
      [...store.live, ...store.archived].map((item) => [
        `GET /api/inbox/read/${item.id}`,
        (): FakeAnswer => {
          Object.assign(item, { is_read: true });
          return { body: { data: { ...item } } };
        },
      ]),
    ),
  };
}
