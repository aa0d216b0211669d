import type { PropertyOption } from '../../lib/property-select';
import { useApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const NONE: readonly PropertyOption[] = [];

/**
 * The properties a super user chooses from (a new user's, an import's): the units list answers
 * them (spec 001 §7), so this reads its first page under the same key. Nothing when not `enabled`.
 */
export function usePropertyChoices(enabled: boolean): readonly PropertyOption[] {
  const answer = useApi(enabled ? queryKeys.units.list({ page: 0, search: '' }) : null, (client) =>
    client.units.list({ page: 0 }),
  );
  return answer.data?.properties ?? NONE;
}
