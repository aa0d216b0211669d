import { useSWRConfig } from 'swr';
import { inScope } from '../../lib/query-keys';
import { useRealtimeEvents } from '../../lib/realtime';

/**
 * Keeps open facility screens current: a booking made, cancelled or reviewed anywhere on the
 * property pushes 'facility' to its signed-in users, owners and tenants included (and 'inbox' to
 * a reviewed booking's owner), and every facilities read is fetched again.
 */
export function useFacilityLive() {
  const { mutate } = useSWRConfig();
  useRealtimeEvents((event) => {
    if (event.type !== 'message') return;
    if (event.message.type === 'facility' || event.message.type === 'inbox') {
      void mutate(inScope('facilities'));
    }
  });
}
