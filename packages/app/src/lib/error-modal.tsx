import { ErrorModal } from '@strata/ui';

/** The ui ErrorModal, as its own chunk: ApiFailureHandler loads it on the first failure. */
export default ErrorModal;
