import type { ApiClient } from '@strata/domain';
import type { AutocompleteItem } from '@strata/ui';

/**
 * The units whose number matches `text`, as autocomplete items (the unit's id, its number, its
 * first owner): the suggestions of every unit chooser (assign, visitor, print statement).
 */
export async function unitSuggestions(api: ApiClient, text: string): Promise<AutocompleteItem[]> {
  const result = await api.units.list({ page: 0, search: text });
  if (!result.ok) return [];
  return result.data.data.map((unit) => ({
    value: String(unit.id),
    label: unit.unit_no,
    description: unit.user?.name ?? undefined,
  }));
}
