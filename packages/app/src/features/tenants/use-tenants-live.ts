import { useSWRConfig } from 'swr';
import { inScope } from '../../lib/query-keys';
import { useRealtimeEvents } from '../../lib/realtime';

/**
 * Keeps open tenant screens current: a `tenant` message from the socket (a tenant registered,
 * edited, verified or removed, told to the property's staff and the unit's owners) fetches every
 * tenants read again.
 */
export function useTenantsLive() {
  const { mutate } = useSWRConfig();
  useRealtimeEvents((event) => {
    if (event.type === 'message' && event.message.type === 'tenant')
      void mutate(inScope('tenants'));
  });
}
