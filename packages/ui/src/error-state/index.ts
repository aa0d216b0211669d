export { ErrorState, errorStateSizeOptions, errorStateVariants } from './error-state';
export type { ErrorStateLabels, ErrorStateProps } from './error-state';
