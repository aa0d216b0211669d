import { encodeMessage } from '@strata/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../../app/router';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { inboxEndpoints, inboxFixture } from './inbox-fixtures';
import { routes as inboxRoutes } from './routes';

/** Stands in for the browser's WebSocket and records every socket the app opens. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  send() {}
  close() {}
}

/** Stands in for the browser's Notification, with the permission the user gave. */
function stubNotifications(permission: NotificationPermission) {
  const shown: { title: string; options: NotificationOptions }[] = [];
  class FakeNotification {
    static permission = permission;
    constructor(title: string, options: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

beforeEach(() => {
  FakeWebSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The owner's inbox with two messages, one unread; `arrive` adds a new unread one at the top. */
function ownerInbox() {
  const live = [inboxFixture(2), inboxFixture(3)];
  const api = inboxEndpoints(live);
  const arrive = () => live.unshift(inboxFixture(0, { id: 990, title: 'Lift maintenance' }));
  // The endpoints copy the list they are given, so the arrival goes through a wrapper.
  const list = api['GET /api/inbox'] as (request: { url: string }) => unknown;
  const notification = api['GET /api/notification'] as () => unknown;
  let arrived = false;
  return {
    arrive: () => {
      arrive();
      arrived = true;
    },
    api: {
      ...api,
      'GET /api/inbox': (request: { url: string }) => {
        const answer = list(request) as {
          body: { data: unknown[]; total: number; unread_notification: number };
        };
        if (!arrived || request.url.includes('archive')) return answer;
        return {
          body: {
            data: [live[0], ...answer.body.data],
            total: answer.body.total + 1,
            unread_notification: answer.body.unread_notification + 1,
          },
        };
      },
      'GET /api/notification': () => {
        const answer = notification() as { body: { unread_notification: number } };
        return {
          body: {
            ...answer.body,
            unread_notification: answer.body.unread_notification + (arrived ? 1 : 0),
          },
        };
      },
    },
  };
}

async function openInbox(api: ReturnType<typeof ownerInbox>['api']) {
  render(
    <StoryApp
      path="/d/inbox"
      routes={createAppRoutes({ public: [], shell: inboxRoutes.shell ?? [] })}
      session={signedIn('owner')}
      api={api as never}
    />,
  );
  const table = await screen.findByRole('table', { name: 'Messages' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
  const [socket] = FakeWebSocket.opened;
  act(() => socket!.onopen?.(new Event('open')));
  return { table, socket: socket! };
}

describe('inbox, live', () => {
  it('given the inbox is open, when the server says inbox, then the new message is listed and the menu counter rises', async () => {
    stubNotifications('default');
    const inbox = ownerInbox();
    const { table, socket } = await openInbox(inbox.api);
    const menuInbox = await screen.findByRole('link', { name: /^Inbox/ });
    await waitFor(() => expect(within(menuInbox).getByText('1')).toBeVisible());

    inbox.arrive();
    act(() =>
      socket.onmessage?.(
        new MessageEvent('message', {
          data: encodeMessage({ type: 'inbox', data: { id: 77, title: 'Lift maintenance' } }),
        }),
      ),
    );

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Lift maintenance');
    await waitFor(() => expect(within(menuInbox).getByText('2')).toBeVisible());
  });

  it('given the user allowed notifications, when the server says inbox, then a system notification shows its title', async () => {
    const shown = stubNotifications('granted');
    const inbox = ownerInbox();
    const { socket } = await openInbox(inbox.api);

    act(() =>
      socket.onmessage?.(
        new MessageEvent('message', {
          data: encodeMessage({ type: 'inbox', data: { id: 77, title: 'Lift maintenance' } }),
        }),
      ),
    );

    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]!.title).toBe('Lift maintenance');
  });

  it('given the user did not allow notifications, when the server says inbox, then none shows', async () => {
    const shown = stubNotifications('default');
    const inbox = ownerInbox();
    const { socket, table } = await openInbox(inbox.api);
    inbox.arrive();

    act(() =>
      socket.onmessage?.(
        new MessageEvent('message', {
          data: encodeMessage({ type: 'inbox', data: { id: 77, title: 'Lift maintenance' } }),
        }),
      ),
    );

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(shown).toHaveLength(0);
  });
});
