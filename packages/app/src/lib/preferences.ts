import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage } from './storage';

/** The local preferences of spec 000 §1: mute sounds and hide toasts, kept per browser. */
export type Preferences = { muteSounds: boolean; hideToasts: boolean };

/** One preference's name. */
export type PreferenceName = keyof Preferences;

const KEYS: Record<PreferenceName, string> = {
  muteSounds: 'strata.muteSounds',
  hideToasts: 'strata.hideToasts',
};

const listeners = new Set<() => void>();
let snapshot: Preferences | null = null;

function read(storage: Storage | null): Preferences {
  return {
    muteSounds: storage?.getItem(KEYS.muteSounds) === '1',
    hideToasts: storage?.getItem(KEYS.hideToasts) === '1',
  };
}

/** The preferences as saved now (the same object until one changes). */
export function getPreferences(): Preferences {
  snapshot ??= read(browserStorage());
  return snapshot;
}

/** Saves one preference and tells every `usePreferences` reader. */
export function setPreference(name: PreferenceName, value: boolean): void {
  browserStorage()?.setItem(KEYS[name], value ? '1' : '0');
  snapshot = { ...getPreferences(), [name]: value };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing a preference updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key && Object.values(KEYS).includes(event.key)) {
      snapshot = read(browserStorage());
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The preferences as React state, with a setter that persists them. */
export function usePreferences(): Preferences & {
  setPreference: (name: PreferenceName, value: boolean) => void;
} {
  const preferences = useSyncExternalStore(subscribe, getPreferences, getPreferences);
  const set = useCallback((name: PreferenceName, value: boolean) => setPreference(name, value), []);
  return { ...preferences, setPreference: set };
}
