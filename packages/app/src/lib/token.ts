import { browserStorage } from './storage';

/** Where the session token is kept (spec 000 §1: the app needs local storage). */
export const TOKEN_STORAGE_KEY = 'strata.token';

/** The stored session token, or null. */
export function readToken(): string | null {
  return browserStorage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

/** Stores the token, or removes it when `token` is null. */
export function writeToken(token: string | null): void {
  const storage = browserStorage();
  if (token === null) storage?.removeItem(TOKEN_STORAGE_KEY);
  else storage?.setItem(TOKEN_STORAGE_KEY, token);
}
