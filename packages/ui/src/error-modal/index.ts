export { ErrorModal } from './error-modal';
export type { ErrorModalLabels, ErrorModalProps } from './error-modal';
