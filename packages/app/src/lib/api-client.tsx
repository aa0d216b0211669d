import {
  createAuthApi,
  createHttp,
  type ApiClient,
  type ApiClientOptions,
  type ApiFailure,
  type AuthApi,
} from '@strata/domain';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { version } from '../../package.json';
import { i18n } from './i18n';
import { readToken } from './token';

/** Hands failures to whoever shows them (the `ApiFailureHandler` in the app's providers). */
class FailureChannel {
  readonly #listeners = new Set<(failure: ApiFailure) => void>();
  // A screen's effects run before the handler's (it renders after them); nothing is lost meanwhile.
  #waiting: ApiFailure[] = [];
  report = (failure: ApiFailure): void => {
    if (this.#listeners.size === 0) this.#waiting.push(failure);
    for (const listener of this.#listeners) listener(failure);
  };
  subscribe = (listener: (failure: ApiFailure) => void): (() => void) => {
    this.#listeners.add(listener);
    const waiting = this.#waiting;
    this.#waiting = [];
    waiting.forEach(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };
}

/**
 * What the provider shares: the session calls, which the entry needs, and what lib/api.tsx builds
 * the whole client from on a screen's first call (the entry does not carry every endpoint group).
 */
export type ApiContextValue = {
  /** The client stories and tests pass; without one, lib/api.tsx builds the app's from `options`. */
  given?: ApiClient;
  options: ApiClientOptions;
  auth: AuthApi;
  failures: FailureChannel;
};

const ApiContext = createContext<ApiContextValue | null>(null);

/**
 * The app's client options: same origin, the stored token, X-App-Version from the app's version,
 * Accept-Language from the interface's language; in development every reply is checked against its
 * response schema ('invalid-response' if not). The schemas (and zod) load lazily, in development
 * only: a production build drops the import, so they stay out of the bundle
 * (scripts/check-size.mjs checks the login route's chunks).
 */
export function appApiOptions(): ApiClientOptions {
  return {
    baseUrl: '',
    getToken: readToken,
    appVersion: version,
    // The server answers its messages in the interface's language (ADR 0002).
    getLanguage: () => i18n.locale,
    wireSchemas: import.meta.env.DEV
      ? () => import('@strata/domain/wire-schemas').then((module) => module.wireSchemas)
      : undefined,
  };
}

export type ApiClientProviderProps = {
  /** The client to use; stories and tests pass one over a fake transport. */
  client?: ApiClient;
  children: ReactNode;
};

/** Provides the domain API client and the channel its failures travel to the failure handler. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  const [value] = useState<ApiContextValue>(() => {
    const options = appApiOptions();
    return {
      given: client,
      options,
      auth: client?.auth ?? createAuthApi(createHttp(options)),
      failures: new FailureChannel(),
    };
  });
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/** The client and its failure channel (useApi's own, in lib/api.tsx). */
export function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('This hook needs an <ApiClientProvider> above it');
  return value;
}

/** The session calls (sign in, authenticate, sign out, forgot password): all the entry needs. */
export function useAuthApi(): AuthApi {
  return useApiContext().auth;
}

/**
 * Hands a failure to the central handler, which applies spec 000 §8: 401/402/403 end the session,
 * 409 opens 'Updates' (Ok reloads), 429 opens 'Hold On!', 400 and other errors open the error
 * modal, a timeout or a lost connection shows an error toast.
 */
export function useHandleFailure(): (failure: ApiFailure) => void {
  return useApiContext().failures.report;
}

/** Calls `listener` with every failure handed to the central handler (the handler's own hook). */
export function useFailureListener(listener: (failure: ApiFailure) => void): void {
  const { failures } = useApiContext();
  useEffect(() => failures.subscribe(listener), [failures, listener]);
}
