import { decodeMessage, encodeMessage } from '@strata/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../lib/token';
import { SESSIONS, signedIn, signedInWithout } from '../testing/session-fixtures';
import { StoryApp } from '../testing/story-app';
import { createAppRoutes } from './router';

/** Stands in for the browser's WebSocket and records every socket the app opens. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
}

const routes = () =>
  createAppRoutes({
    public: [{ path: '/d/login', element: <h1>Sign in</h1> }],
    shell: [{ path: 'dashboard', element: <h1>Dashboard</h1> }],
  });

beforeEach(() => {
  FakeWebSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AuthenticatedLayout', () => {
  it('given a signed-in user, when the shell opens, then the browser connects to /ws and identifies the user', async () => {
    render(<StoryApp path="/d/dashboard" routes={routes()} session={signedIn('admin')} />);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const [socket] = FakeWebSocket.opened;
    expect(socket!.url).toMatch(/^ws:\/\/[^/]+\/ws$/);
    act(() => socket!.onopen?.(new Event('open')));
    const first = decodeMessage(socket!.sent[0]);
    expect(first.ok && first.message.type).toBe('/appid');
  });

  it('given no one is signed in, when a shell page is opened, then the login page shows and no socket opens', async () => {
    render(<StoryApp path="/d/dashboard" routes={routes()} />);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(FakeWebSocket.opened).toHaveLength(0);
  });

  it('given a connected user, when the server sends logout, then the session ends and the socket closes', async () => {
    render(<StoryApp path="/d/dashboard" routes={routes()} session={signedIn('admin')} />);
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const [socket] = FakeWebSocket.opened;
    act(() => socket!.onopen?.(new Event('open')));

    act(() =>
      socket!.onmessage?.(new MessageEvent('message', { data: encodeMessage({ type: 'logout' }) })),
    );

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(socket!.closed).toBe(true);
  });

  it('given a connected admin, when the server sends get-bubble after a service was switched off, then the menu follows without a reload', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'story-token');
    const { user } = signedInWithout('admin', 'Visitors');
    const withoutVisitors = {
      ...SESSIONS.admin,
      user,
      navs: SESSIONS.admin.navs.filter((nav) => nav.name !== 'Visitors'),
    };
    render(
      <StoryApp
        path="/d/dashboard"
        routes={routes()}
        session={signedIn('admin')}
        api={{ 'GET /api/authenticate': { body: withoutVisitors } }}
      />,
    );
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Visitors' })).toBeVisible();
    await waitFor(() => expect(FakeWebSocket.opened).toHaveLength(1));
    const [socket] = FakeWebSocket.opened;
    act(() => socket!.onopen?.(new Event('open')));

    act(() =>
      socket!.onmessage?.(
        new MessageEvent('message', { data: encodeMessage({ type: 'get-bubble' }) }),
      ),
    );

    await waitFor(() => expect(within(menu).queryByRole('link', { name: 'Visitors' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});
