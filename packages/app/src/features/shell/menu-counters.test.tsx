import { encodeMessage } from '@strata/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../../app/router';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { notificationReply } from '../../testing/wire-fixtures';

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

beforeEach(() => {
  FakeWebSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('side menu counters', () => {
  it('given the inbox counter shows 2, when the server says get-bubble and the count is now 7, then the menu shows 7', async () => {
    let unread = 2;
    const routes = createAppRoutes({
      public: [],
      shell: [{ path: 'dashboard', element: <h1>Dashboard</h1> }],
    });
    render(
      <StoryApp
        path="/d/dashboard"
        routes={routes}
        session={signedIn('admin')}
        api={{
          'GET /api/notification': () => ({
            body: notificationReply({ unread_notification: unread }),
          }),
        }}
      />,
    );
    // The first load waits for the lazy signed-in layout behind the boot fallback.
    const inbox = await screen.findByRole('link', { name: /Inbox/ });
    await waitFor(() => expect(within(inbox).getByText('2')).toBeVisible());
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const [socket] = FakeWebSocket.opened;
    act(() => socket!.onopen?.(new Event('open')));

    unread = 7;
    act(() =>
      socket!.onmessage?.(
        new MessageEvent('message', { data: encodeMessage({ type: 'get-bubble' }) }),
      ),
    );

    await waitFor(() => expect(within(inbox).getByText('7')).toBeVisible());
  });
});
