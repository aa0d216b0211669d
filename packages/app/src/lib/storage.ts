/**
 * The browser's local storage, or null where it is disabled (spec 000 §1: the app then shows
 * 'Please enable cookies for this app to work properly'). Reading `localStorage` itself throws
 * in some browsers when storage is blocked, so it is probed inside a try.
 */
export function browserStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    const probe = '__strata_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}
