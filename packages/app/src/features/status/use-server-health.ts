import { useEffect, useState } from 'react';

export type ServerHealth =
  | { state: 'loading' }
  | { state: 'ready'; database: string; version: string }
  | { state: 'error'; message: string };

/** Asks the server that served this page whether it and its database are up. */
export function useServerHealth(fetcher: typeof fetch = fetch): ServerHealth {
  const [health, setHealth] = useState<ServerHealth>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetcher('/healthz', { signal: controller.signal })
      .then(async (response) => {
        const body = (await response.json()) as {
          status?: string;
          database?: string;
          version?: string;
          error?: string;
        };
        if (!response.ok || body.status !== 'ok') {
          setHealth({
            state: 'error',
            message: body.error ?? `The server answered ${response.status}`,
          });
          return;
        }
        setHealth({
          state: 'ready',
          database: body.database ?? 'unknown',
          version: body.version ?? '',
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setHealth({
          state: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      });
    return () => controller.abort();
  }, [fetcher]);
  return health;
}
