import { ErrorState } from '@strata/ui';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import type { AppRoute, PublicRoutes } from '../lib/feature-routes';
import { loadSignedInMessages } from '../lib/i18n';
import { loadSignedInStyles } from '../lib/signed-in-styles';
import { MatchedRoutes } from './matched-routes';
import { RootLayout, RootRedirect } from './root-layout';

/** Every feature's public-routes.tsx, found at build time (a new feature needs no edit here). */
const publicModules = import.meta.glob<{ routes: PublicRoutes }>(
  '../features/*/public-routes.tsx',
  { eager: true },
);

/** The routes features show before sign-in, from their public-routes.tsx. */
export function collectPublicRoutes(
  modules: Record<string, { routes: PublicRoutes }> = publicModules,
): AppRoute[] {
  return Object.values(modules).flatMap(({ routes }) => routes.public);
}

/** The routes of the app's tree; each defaults to what the features' route files declare. */
export type AppRoutesOf = {
  public?: AppRoute[];
  /** The signed-in shell's routes (app/signed-in-routes.tsx collects the features' own). */
  shell?: AppRoute[];
};

/**
 * The app's route tree: the root layout sends a visitor without a session to login
 * (guardSession) and shows the offline page; public routes sit at the top; everything else under /d loads the signed-in layout with
 * the shell's route table (app/signed-in-routes.tsx) in one chunk, so the entry, which the login
 * route loads, carries neither (ADR 0004).
 */
export function createAppRoutes({
  public: publicRoutes = collectPublicRoutes(),
  shell,
}: AppRoutesOf = {}): AppRoute[] {
  return [
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <RootRedirect /> },
        ...publicRoutes,
        {
          path: '/d/*',
          lazy: async () => {
            // The signed-in screens' messages and styles load beside the layout (lib/i18n.ts,
            // lib/signed-in-styles.ts): the boot stylesheet has only the public pages' utilities.
            const [{ SignedInRoutes }] = await Promise.all([
              import('./signed-in-routes'),
              loadSignedInMessages(),
              loadSignedInStyles(),
            ]);
            return { Component: () => <SignedInRoutes shell={shell} /> };
          },
        },
        { path: '*', element: <RootRedirect /> },
      ],
    },
  ];
}

type RouteErrorBoundaryProps = { pathname: string; children: ReactNode };

/**
 * A screen that throws, or whose chunk fails to load (a deploy replaced it), shows an error with
 * a retry that reloads the page, as the data router's default error boundary showed one; another
 * path tries again.
 */
class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { failed: boolean; pathname: string }
> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    { pathname }: RouteErrorBoundaryProps,
    state: { failed: boolean; pathname: string },
  ) {
    return pathname === state.pathname ? null : { failed: false, pathname };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-screen items-center justify-center">
        <ErrorState onRetry={() => window.location.reload()} />
      </main>
    );
  }
}

/** The app's routes at the current location ({@link MatchedRoutes}), behind an error boundary. */
export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<BootFallback />}>
        <MatchedRoutes routes={routes} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The blank page behind the first load of a lazy route. */
function BootFallback() {
  return <div aria-busy="true" className="min-h-dvh bg-background" />;
}

/** The browser's router over {@link createAppRoutes}. */
export function AppRouter() {
  const [routes] = useState(() => createAppRoutes());
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
