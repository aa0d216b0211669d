export { EmptyState, emptyStateSizeOptions, emptyStateVariants } from './empty-state';
export type { EmptyStateLabels, EmptyStateProps } from './empty-state';
