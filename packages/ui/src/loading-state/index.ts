export { LoadingState, loadingStateSizeOptions, loadingStateVariants } from './loading-state';
export type { LoadingStateLabels, LoadingStateProps } from './loading-state';
