import { useCallback, useState } from 'react';
import { StatusScreen } from './status-screen';
import { useServerHealth } from './use-server-health';

export function StatusPage() {
  const [attempt, setAttempt] = useState(0);
  // A new fetcher identity re-runs the health check.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const fetcher = useCallback<typeof fetch>((...args) => fetch(...args), [attempt]);
  const health = useServerHealth(fetcher);
  return <StatusScreen health={health} onRetry={() => setAttempt((n) => n + 1)} />;
}
