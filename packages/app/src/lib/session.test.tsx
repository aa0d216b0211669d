import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../app/router';
import { AppProviders } from '../app/providers';
import { fakeApiClient } from '../testing/fake-api';
import { IsolatedApiCache } from '../testing/isolated-api-cache';
import { SESSIONS } from '../testing/session-fixtures';
import { StoryApp } from '../testing/story-app';
import { useApi } from './api';
import { SESSION_CHANNEL, useSession } from './session';
import { TOKEN_STORAGE_KEY } from './token';

function Status() {
  const { status, user } = useSession();
  return <p role="status">{user ? `${status}: ${user.name}` : status}</p>;
}

afterEach(() => localStorage.clear());

describe('session start', () => {
  it('given a stored token the server accepts, when the app starts, then the user is signed in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'kept');
    const client = fakeApiClient({ 'GET /api/authenticate': { body: SESSIONS.admin } });
    render(
      <AppProviders client={client}>
        <Status />
      </AppProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('checking');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('signed-in: Aisyah Rahman'),
    );
  });

  it('given a stored token the server refuses, when the app starts, then the token is dropped', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    const client = fakeApiClient({ 'GET /api/authenticate': { status: 401, body: {} } });
    render(
      <AppProviders client={client}>
        <Status />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('signed-out'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('other tabs', () => {
  it('given a signed-in tab, when another tab logs out, then this tab is signed out too', async () => {
    const client = fakeApiClient({});
    render(
      <AppProviders
        client={client}
        session={{ status: 'signed-in', token: 't', ...SESSIONS.admin }}
      >
        <Status />
      </AppProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('signed-in');
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    await act(async () => otherTab.postMessage({ type: 'logout' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('signed-out'));
    otherTab.close();
  });
});

describe('other tabs, through the stored token', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** What the browser tells this tab when another tab changes the stored token. */
  const tokenChangedElsewhere = (token: string | null) => {
    if (token === null) localStorage.removeItem(TOKEN_STORAGE_KEY);
    else localStorage.setItem(TOKEN_STORAGE_KEY, token);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: TOKEN_STORAGE_KEY,
        newValue: token,
        storageArea: localStorage,
      }),
    );
  };

  it('given a tab on the login page, when another tab signs in, then this tab goes into the app', async () => {
    // The signed-in layout's realtime connection has no server here.
    vi.stubGlobal(
      'WebSocket',
      class {
        close() {}
        send() {}
      },
    );
    const routes = createAppRoutes({
      public: [{ path: '/d/login', element: <h1>Sign in</h1> }],
      shell: [{ path: 'dashboard', element: <h1>Dashboard</h1> }],
    });
    const api = fakeApiClient({ 'GET /api/authenticate': { body: SESSIONS.admin } });
    render(<StoryApp path="/d/login" api={api} routes={routes} />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();

    await act(async () => tokenChangedElsewhere('signed-in-elsewhere'));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('given the login broadcast arrives before the stored token, when the token arrives, then this tab goes into the app', async () => {
    vi.stubGlobal(
      'WebSocket',
      class {
        close() {}
        send() {}
      },
    );
    const routes = createAppRoutes({
      public: [{ path: '/d/login', element: <h1>Sign in</h1> }],
      shell: [{ path: 'dashboard', element: <h1>Dashboard</h1> }],
    });
    const api = fakeApiClient({ 'GET /api/authenticate': { body: SESSIONS.admin } });
    render(<StoryApp path="/d/login" api={api} routes={routes} />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    // A listener opened after the app's channel hears the broadcast after it.
    const listener = new BroadcastChannel(SESSION_CHANNEL);
    const delivered = new Promise((resolve) => (listener.onmessage = resolve));

    await act(async () => {
      otherTab.postMessage({ type: 'login' });
      await delivered;
    });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await act(async () => tokenChangedElsewhere('signed-in-elsewhere'));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    otherTab.close();
    listener.close();
  });

  it('given a signed-in tab, when another tab signs out, then this tab is signed out too', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 't');
    render(
      <AppProviders
        client={fakeApiClient({})}
        session={{ status: 'signed-in', token: 't', ...SESSIONS.admin }}
      >
        <Status />
      </AppProviders>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('signed-in');

    await act(async () => tokenChangedElsewhere(null));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('signed-out'));
  });
});

describe('refresh', () => {
  function Menu() {
    const { navs, refresh } = useSession();
    return (
      <>
        <ul aria-label="menu">
          {navs.map((nav) => (
            <li key={nav.path}>{nav.name}</li>
          ))}
        </ul>
        <button type="button" onClick={() => void refresh()}>
          refresh
        </button>
        <Status />
      </>
    );
  }

  it('given a service switched off, when the session is refreshed, then the menu follows without leaving the screen', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 't');
    const without = {
      ...SESSIONS.admin,
      navs: SESSIONS.admin.navs.filter((nav) => nav.name !== 'Visitors'),
    };
    const client = fakeApiClient({ 'GET /api/authenticate': { body: without } });
    render(
      <AppProviders
        client={client}
        session={{ status: 'signed-in', token: 't', ...SESSIONS.admin }}
      >
        <Menu />
      </AppProviders>,
    );
    expect(screen.getByRole('list', { name: 'menu' })).toHaveTextContent('Visitors');
    await act(async () => screen.getByRole('button', { name: 'refresh' }).click());
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'menu' })).not.toHaveTextContent('Visitors'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('signed-in: Aisyah Rahman');
  });

  it('given the server ended the session, when refreshed, then this tab signs out', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 't');
    const client = fakeApiClient({ 'GET /api/authenticate': { status: 401, body: {} } });
    render(
      <AppProviders
        client={client}
        session={{ status: 'signed-in', token: 't', ...SESSIONS.admin }}
      >
        <Menu />
      </AppProviders>,
    );
    await act(async () => screen.getByRole('button', { name: 'refresh' }).click());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('signed-out'));
  });
});

describe('cached answers', () => {
  function CachedAnswer() {
    const { endSession } = useSession();
    const { data } = useApi('answer', async () => ({ ok: true as const, data: 'An answer' }));
    return (
      <>
        <p role="status">{data ?? 'Nothing cached'}</p>
        <button onClick={endSession}>End</button>
      </>
    );
  }

  it('given an answer useApi cached, when the session ends, then the answer is dropped', async () => {
    render(
      <AppProviders
        client={fakeApiClient({})}
        session={{ status: 'signed-in', token: 't', ...SESSIONS.admin }}
      >
        <IsolatedApiCache>
          <CachedAnswer />
        </IsolatedApiCache>
      </AppProviders>,
    );
    expect(await screen.findByText('An answer')).toBeVisible();
    await act(async () => screen.getByRole('button', { name: 'End' }).click());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing cached'));
  });
});
