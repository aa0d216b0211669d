export {
  Autocomplete,
  AUTOCOMPLETE_DELAY_MS,
  autocompleteSizeOptions,
  autocompleteVariants,
} from './autocomplete';
export type { AutocompleteItem, AutocompleteLabels, AutocompleteProps } from './autocomplete';
