export { Modal, ModalClose, modalSizeOptions, modalVariants, overlayClassName } from './modal';
export type { ModalLabels, ModalProps } from './modal';
