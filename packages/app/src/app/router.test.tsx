import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes as userRoutes } from '../features/users/routes';
import { activateLocale, loadSignedInMessages } from '../lib/i18n';
import { useSession } from '../lib/session';
import { fakeApiClient } from '../testing/fake-api';
import { SESSIONS, signedIn } from '../testing/session-fixtures';
import { StoryApp } from '../testing/story-app';
import { createAppRoutes } from './router';
import { collectShellRoutes } from './signed-in-routes';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the app routes', () => {
  it('given a lazy screen, when its path opens, then it shows once loaded', async () => {
    const routes = createAppRoutes({
      public: [{ path: '/d/login', lazy: async () => ({ Component: () => <h1>Sign in</h1> }) }],
      shell: [],
    });
    render(<StoryApp path="/d/login" routes={routes} />);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('given a lazy screen still loading, when a link opens it, then the previous screen stays until it has loaded', async () => {
    let loaded: (screen: { Component: ComponentType }) => void = () => {};
    const routes = createAppRoutes({
      public: [
        {
          path: '/d/login',
          element: (
            <main>
              <h1>Sign in</h1>
              <Link to="/visitors/abc">Visitor pass</Link>
            </main>
          ),
        },
        {
          path: '/visitors/:qrcode',
          lazy: () => new Promise((resolve) => (loaded = resolve)),
        },
      ],
      shell: [],
    });
    render(<StoryApp path="/d/login" routes={routes} />);

    await userEvent.click(await screen.findByRole('link', { name: 'Visitor pass' }));
    // Not the blank boot page: the page the user was on, until the next one can show.
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await act(async () => loaded({ Component: () => <h1>Your visit</h1> }));
    expect(await screen.findByRole('heading', { name: 'Your visit' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('given a screen whose chunk fails to load, when its path opens, then an error with a retry shows', async () => {
    // React reports the caught error on the console; it is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes = createAppRoutes({
      public: [{ path: '/d/login', lazy: () => Promise.reject(new Error('chunk missing')) }],
      shell: [],
    });
    render(<StoryApp path="/d/login" routes={routes} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('the feature routes', () => {
  it("given a screen feature's route, when it loads, then the screens' messages load beside it", async () => {
    const i18n = await import('../lib/i18n');
    const loadScreens = vi.spyOn(i18n, 'loadScreenMessages');
    const Screen = () => null;
    const lazyScreen = async () => ({ Component: Screen });
    const shell = collectShellRoutes({
      '../features/units/routes.tsx': { routes: { shell: [{ path: 'units', lazy: lazyScreen }] } },
      '../features/dashboard/routes.tsx': {
        routes: { shell: [{ path: 'dashboard', lazy: lazyScreen }] },
      },
    });

    const lazyOf = (path: string) =>
      shell.find((route) => route.path === path)!.lazy as () => Promise<unknown>;

    await lazyOf('dashboard')();
    expect(loadScreens).not.toHaveBeenCalled();
    await expect(lazyOf('units')()).resolves.toEqual({ Component: Screen });
    expect(loadScreens).toHaveBeenCalledTimes(1);
  });
});

describe('the signed-in routes', () => {
  it("given a screen feature's page opened directly, when its chunk and the screens' messages load, then it shows", async () => {
    // The layout's realtime connection has no server here.
    vi.stubGlobal(
      'WebSocket',
      class {
        close() {}
        send() {}
      },
    );
    render(<StoryApp path="/d/house-rules" session={signedIn('owner')} />);

    expect(
      await screen.findByRole('heading', { name: 'House Rules' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it("given a path the user's role does not open, when it is opened, then the dashboard shows", async () => {
    const routes = createAppRoutes({
      public: [],
      shell: [
        { path: 'dashboard', element: <h1>Dashboard</h1> },
        { path: 'audit', element: <h1>Audit</h1> },
      ],
    });
    render(<StoryApp path="/d/audit" routes={routes} session={signedIn('owner')} />);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Audit' })).not.toBeInTheDocument();
  });

  it("given a stored token of a user whose role does not open the path, when the app starts there, then the dashboard shows once the token is checked and the path's page never renders", async () => {
    vi.stubGlobal(
      'WebSocket',
      class {
        close() {}
        send() {}
      },
    );
    const auditRendered = vi.fn();
    function Audit() {
      auditRendered();
      return <h1>Audit</h1>;
    }
    const routes = createAppRoutes({
      public: [],
      shell: [
        { path: 'dashboard', element: <h1>Dashboard</h1> },
        { path: 'audit', element: <Audit /> },
      ],
    });
    const api = fakeApiClient({ 'GET /api/authenticate': { body: SESSIONS.owner } });
    render(
      <StoryApp
        path="/d/audit"
        api={api}
        routes={routes}
        session={{ status: 'checking', token: 'kept', user: null }}
      />,
    );

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(auditRendered).not.toHaveBeenCalled();
  });

  it('given a page the user may open, when their permissions change so that they may not, then the dashboard shows', async () => {
    vi.stubGlobal(
      'WebSocket',
      class {
        close() {}
        send() {}
      },
    );
    function Audit() {
      const { user, updateUser } = useSession();
      return (
        <main>
          <h1>Audit</h1>
          <button type="button" onClick={() => updateUser({ ...user!, policies: [] })}>
            Lose permissions
          </button>
        </main>
      );
    }
    const routes = createAppRoutes({
      public: [],
      shell: [
        { path: 'dashboard', element: <h1>Dashboard</h1> },
        { path: 'audit', element: <Audit /> },
      ],
    });
    render(<StoryApp path="/d/audit" routes={routes} session={signedIn('admin')} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Lose permissions' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Audit' })).not.toBeInTheDocument();
  });
});

describe('the page title', () => {
  const noStorage = null;

  beforeEach(() => {
    document.title = '';
    // The signed-in layout's realtime connection has no server here.
    vi.stubGlobal(
      'WebSocket',
      class {
        close() {}
        send() {}
      },
    );
  });

  afterEach(async () => {
    await activateLocale('en', noStorage);
  });

  const profileRoute = userRoutes.shell.find((route) => route.path === 'profile')!;
  const shell = [
    { path: 'dashboard', element: <h1>Dashboard</h1> },
    { path: 'units', element: <h1>Units Management</h1> },
    { ...profileRoute, lazy: undefined, element: <h1>My Profile</h1> },
  ];

  it('given the login page, when it opens, then the tab names it', async () => {
    render(<StoryApp path="/d/login" routes={createAppRoutes({ shell: [] })} />);

    await waitFor(() => expect(document.title).toBe('Login · Strata'));
  });

  it('given a page in the menu, when it opens, then the tab names it as the menu does', async () => {
    render(
      <StoryApp
        path="/d/units"
        routes={createAppRoutes({ public: [], shell })}
        session={signedIn('admin')}
      />,
    );

    expect(await screen.findByRole('heading', { name: 'Units Management' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Units · Strata'));
  });

  it('given My Profile, which the side menu does not list, when it opens, then the tab names it', async () => {
    render(
      <StoryApp
        path="/d/profile"
        routes={createAppRoutes({ public: [], shell })}
        session={signedIn('admin')}
      />,
    );

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('My Profile · Strata'));
  });

  it('given Malay, when the login page and then the dashboard open, then the tab names them in Malay', async () => {
    await activateLocale('ms', noStorage);
    await loadSignedInMessages();
    const { unmount } = render(
      <StoryApp path="/d/login" routes={createAppRoutes({ shell: [] })} />,
    );
    await waitFor(() => expect(document.title).toBe('Log Masuk · Strata'));
    unmount();

    render(
      <StoryApp
        path="/d/dashboard"
        routes={createAppRoutes({ public: [], shell })}
        session={signedIn('admin')}
      />,
    );
    await waitFor(() => expect(document.title).toBe('Papan Pemuka · Strata'));
  });
});
