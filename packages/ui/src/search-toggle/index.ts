export { SearchToggle } from './search-toggle';
export type { SearchToggleLabels, SearchToggleProps } from './search-toggle';
