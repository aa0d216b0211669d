export {
  Modal,
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalOverlay,
  modalRoleOptions,
  ModalRoot,
  modalSizeOptions,
  ModalTitle,
  ModalTrigger,
  modalVariants,
  overlayClassName,
} from './modal';
export type {
  ModalContentProps,
  ModalLabels,
  ModalProps,
  ModalRole,
  ModalRootProps,
} from './modal';
