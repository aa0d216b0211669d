import { useCallback, useState } from 'react';

/**
 * A module the shell loads when the user reaches for what it draws (a menu, a dialog), not with
 * the signed-in layout (ADR 0004). Returns a hook giving the module once loaded (at once on later
 * mounts) and `request`, which starts loading it; a failed load (offline) is tried again on the
 * next request.
 */
export function onDemand<T>(load: () => Promise<T>): () => [T | undefined, () => void] {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const request = () => {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return function useOnDemand() {
    const [module, setModule] = useState(() => loaded);
    const requestHere = useCallback(() => {
      if (module) return;
      request().then(
        (value) => setModule(() => value),
        () => undefined,
      );
    }, [module]);
    return [module, requestHere];
  };
}
