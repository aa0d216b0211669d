const clearers = new Set<() => void>();

/**
 * Drops every answer useApi keeps (the session's sign-out and reset). SWR loads with the first
 * screen that reads through it (lib/api.tsx), not with the entry; until then nothing is cached.
 */
export function clearApiCache(): void {
  for (const clear of clearers) clear();
}

/** Adds how an SWR cache drops its answers (the app's, or a story's own); returns the undo. */
export function attachApiCache(clear: () => void): () => void {
  clearers.add(clear);
  return () => {
    clearers.delete(clear);
  };
}
