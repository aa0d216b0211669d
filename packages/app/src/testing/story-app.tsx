import { ToastQueue, type ApiClient } from '@strata/domain';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, type AppProvidersProps } from '../app/providers';
import { createAppRoutes, useAppRouter } from '../app/router';
import type { AppRoute } from '../lib/feature-routes';
import { fakeApiClient, type FakeEndpoint, type FakeRoutes } from './fake-api';
import { notificationReply } from './wire-fixtures';
import { IsolatedApiCache } from './isolated-api-cache';

export type StoryAppProps = {
  /** The path the app opens at, e.g. '/d/login'. */
  path: string;
  /** Fake endpoints (see fakeApiClient), or a ready client. */
  api?: FakeRoutes | ApiClient;
  /** The session to start in; omitted means signed out. */
  session?: AppProvidersProps['session'];
  /** Routes to use instead of the app's own (a screen on its own). */
  routes?: AppRoute[];
  /** What Ok on the 'Updates' modal does. */
  reload?: () => void;
};

function isClient(api: FakeRoutes | ApiClient): api is ApiClient {
  return 'auth' in api && typeof (api as ApiClient).auth?.login === 'function';
}

/** The app's data router in memory at `path` (the session comes from the providers around it). */
function MemoryAppRouter({ path, routes }: { path: string; routes: RouteObject[] }) {
  const router = useAppRouter(routes, (tree, options) =>
    createMemoryRouter(tree, { ...options, initialEntries: [path] }),
  );
  return <RouterProvider router={router} />;
}

/**
 * What the side menu's bubble counters call (GET /api/notification, made on every screen) answers
 * unless the story names it: the session's own counters, as the menu shows them before it asks.
 */
export function sessionCounters(user: unknown): FakeEndpoint {
  const counters: Record<string, unknown> = notificationReply();
  const given = (user ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(counters)) if (key in given) counters[key] = given[key];
  return { body: counters };
}

/**
 * The whole app in memory for a story or a test: every provider, a fresh cache and toast queue,
 * a fake API and a memory data router at `path`, with the real route tree unless `routes` is
 * given.
 */
export function StoryApp({ path, api = {}, session, routes, reload = () => {} }: StoryAppProps) {
  const [client] = useState(() =>
    isClient(api)
      ? api
      : fakeApiClient({ 'GET /api/notification': sessionCounters(session?.user), ...api }),
  );
  const [queue] = useState(() => new ToastQueue({ duration: 60_000 }));
  const [appRoutes] = useState(() => routes ?? createAppRoutes());
  return (
    <AppProviders
      client={client}
      session={session ?? { status: 'signed-out', token: null, user: null }}
      toastQueue={queue}
      reload={reload}
    >
      <IsolatedApiCache>
        <MemoryAppRouter path={path} routes={appRoutes} />
      </IsolatedApiCache>
    </AppProviders>
  );
}
