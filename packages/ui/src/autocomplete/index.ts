export { Autocomplete, autocompleteSizeOptions, autocompleteVariants } from './autocomplete';
export type { AutocompleteItem, AutocompleteLabels, AutocompleteProps } from './autocomplete';
