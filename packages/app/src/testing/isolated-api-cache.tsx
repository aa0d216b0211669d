import { useEffect, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Cache } from 'swr';
import { dropAnswers } from '../lib/api';
import { attachApiCache } from '../lib/api-cache';

/** Lets the session drop this cache's answers, as it does the app's. */
function AttachToSession() {
  const { mutate } = useSWRConfig();
  useEffect(() => attachApiCache(dropAnswers(mutate)), [mutate]);
  return null;
}

/** A fresh SWR cache for one story or test, so answers never leak between them. */
export function IsolatedApiCache({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() as Cache, dedupingInterval: 0 }}>
      <AttachToSession />
      {children}
    </SWRConfig>
  );
}
