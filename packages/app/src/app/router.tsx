import { useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import type { FeatureRoutes } from '../lib/feature-routes';
import { loadSignedInMessages } from '../lib/i18n';
import { RootLayout, RootRedirect } from './root-layout';

/** Every feature's routes.tsx, found at build time (a new feature needs no edit here). */
const featureModules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', {
  eager: true,
});

/** The routes every feature contributes, shell and public. */
export function collectFeatureRoutes(
  modules: Record<string, { routes: FeatureRoutes }> = featureModules,
): Required<FeatureRoutes> {
  const features = Object.values(modules).map((module) => module.routes);
  return {
    shell: features.flatMap((routes) => routes.shell ?? []),
    public: features.flatMap((routes) => routes.public ?? []),
  };
}

/**
 * The app's route tree: the root layout guards every path (guardRoute) and shows the offline
 * page; public routes sit at the top; shell routes render in the signed-in layout under /d (realtime, chat, install prompt).
 */
export function createAppRoutes(features = collectFeatureRoutes()): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // Shown while the first page's lazy routes load; without it React Router warns on every
      // page load (issue 16).
      HydrateFallback: BootFallback,
      children: [
        { index: true, element: <RootRedirect /> },
        ...features.public,
        {
          path: '/d',
          lazy: async () => {
            // The signed-in screens' messages load beside the layout (lib/i18n.ts).
            const [{ AuthenticatedLayout }] = await Promise.all([
              import('./authenticated-layout'),
              loadSignedInMessages(),
            ]);
            return { Component: AuthenticatedLayout };
          },
          children: [
            { index: true, element: <Navigate to="/d/dashboard" replace /> },
            ...features.shell,
            { path: '*', element: <Navigate to="/d/dashboard" replace /> },
          ],
        },
        { path: '*', element: <RootRedirect /> },
      ],
    },
  ];
}

/** The blank page behind the first load of a lazy route. */
function BootFallback() {
  return <div aria-busy="true" className="min-h-dvh bg-background" />;
}

/** The browser router over {@link createAppRoutes}. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return <RouterProvider router={router} />;
}
