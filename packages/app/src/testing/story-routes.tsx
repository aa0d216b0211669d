import { guardEveryPath, roleGuardLoader } from '../app/role-guard';
import { RootLayout } from '../app/root-layout';
import { BootFallback } from '../app/router';
import { ShellLayout } from '../features/shell/shell-layout';
import type { AppRoute } from '../lib/feature-routes';

/** A stand-in screen, so a story of the shell does not depend on another feature's screens. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section aria-labelledby="placeholder-title" className="flex flex-col gap-2">
      <h1 id="placeholder-title" className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="text-sm text-muted-foreground">Residensi Seri Melati</p>
    </section>
  );
}

/**
 * Routes for a story: the real root layout (session guard, offline page), role guard (the /d
 * route's loader) and shell, with `shell` routes under /d and `public` ones at the top; any other
 * /d path shows a placeholder screen.
 */
export function storyRoutes({
  shell = [],
  public: publicRoutes = [],
}: {
  shell?: AppRoute[];
  public?: AppRoute[];
}): AppRoute[] {
  return [
    {
      element: <RootLayout />,
      HydrateFallback: BootFallback,
      children: [
        ...publicRoutes,
        {
          path: '/d',
          // As the app's /d route: the root layout (its session pages) shows around this while
          // the guard waits for the stored token's check.
          HydrateFallback: BootFallback,
          loader: roleGuardLoader,
          shouldRevalidate: guardEveryPath,
          element: <ShellLayout />,
          children: [
            ...shell,
            { path: 'dashboard', element: <PlaceholderScreen title="Dashboard" /> },
            { path: '*', element: <PlaceholderScreen title="Screen" /> },
          ],
        },
      ],
    },
  ];
}
