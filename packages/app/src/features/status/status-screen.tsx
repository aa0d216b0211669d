import { Button } from '@strata/ui';
import type { ServerHealth } from './use-server-health';

export type StatusScreenProps = { health: ServerHealth; onRetry?: () => void };

/**
 * The page `pnpm start` serves until the login and dashboard land (issue 6): it proves the
 * dashboard, the API and the database answer from one origin.
 */
export function StatusScreen({ health, onRetry }: StatusScreenProps) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-6 p-6">
      <header>
        <h1 className="text-3xl font-semibold text-foreground">Strata</h1>
        <p className="text-muted-foreground">The dashboard for running residential communities.</p>
      </header>
      <section
        aria-labelledby="server-status"
        className="rounded-lg border bg-card p-4 shadow-card"
      >
        <h2 id="server-status" className="text-lg font-medium">
          Server
        </h2>
        <div role="status" aria-live="polite" className="mt-2 text-sm">
          {health.state === 'loading' && (
            <p className="text-muted-foreground">Checking the server…</p>
          )}
          {health.state === 'ready' && (
            <p>
              <span className="font-medium text-success">Ready</span>, on {health.database}
              {health.version ? ` (version ${health.version})` : ''}.
            </p>
          )}
          {health.state === 'error' && (
            <p className="text-destructive">The server did not answer: {health.message}</p>
          )}
        </div>
        {health.state === 'error' && onRetry && (
          <Button className="mt-3" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </section>
    </main>
  );
}
