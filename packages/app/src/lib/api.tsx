import { createApiClient, type ApiClient, type ApiFailure, type ApiResult } from '@strata/domain';
import useSWR, {
  mutate,
  type Key,
  type ScopedMutator,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr';
import { attachApiCache } from './api-cache';
import { useApiContext, type ApiContextValue } from './api-client';

// The provider, the session calls and the failures live in api-client.tsx, which the entry loads;
// the whole client and SWR load here, with the first screen that calls the API (the login route's
// budget, scripts/check-size.mjs).
export {
  ApiClientProvider,
  useFailureListener,
  useHandleFailure,
  type ApiClientProviderProps,
} from './api-client';

/** The client each provider's screens share, built on the first call. */
const clients = new WeakMap<ApiContextValue, ApiClient>();

/** The domain API client: the one the provider was given, else the app's. */
export function useApiClient(): ApiClient {
  const context = useApiContext();
  if (context.given) return context.given;
  let client = clients.get(context);
  if (!client) {
    client = createApiClient(context.options);
    clients.set(context, client);
  }
  return client;
}

/** How an SWR cache, through its `mutate`, drops every answer without fetching them again. */
export const dropAnswers = (cacheMutate: ScopedMutator) => (): void =>
  void cacheMutate(() => true, undefined, { revalidate: false });

// The app's answers sit in SWR's default cache; the session drops them (lib/api-cache.ts).
attachApiCache(dropAnswers(mutate));

/** Options of {@link useApi}: SWR's, plus `silent` to keep failures away from the central handler. */
export type UseApiOptions<T> = SWRConfiguration<T, ApiFailure> & {
  /** When set, a failure is only returned as `error`; the screen shows it itself. */
  silent?: boolean;
};

// Only a lost connection or a timeout is worth retrying; the other failures answer the same twice.
const retryable = (failure: ApiFailure) => failure.kind === 'network' || failure.kind === 'timeout';

/**
 * SWR over a domain call: `data` is the answer, `error` the typed ApiFailure, which also goes to
 * the central failure handler unless `silent`. A null `key` does not fetch.
 */
export function useApi<T>(
  key: Key,
  call: (api: ApiClient) => Promise<ApiResult<T>>,
  { silent = false, ...config }: UseApiOptions<T> = {},
): SWRResponse<T, ApiFailure> {
  const { failures } = useApiContext();
  const client = useApiClient();
  // SWR keeps the latest fetcher, so an inline `call` over changing arguments is safe.
  const fetcher = async () => {
    const result = await call(client);
    if (result.ok) return result.data;
    throw result.error;
  };
  return useSWR<T, ApiFailure>(key, fetcher, {
    shouldRetryOnError: retryable,
    onError: (failure) => {
      if (!silent) failures.report(failure);
    },
    ...config,
  });
}
