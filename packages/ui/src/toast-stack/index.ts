export { ToastStack, toastToneOptions, toastVariants } from './toast-stack';
export type { ToastStackLabels, ToastStackProps } from './toast-stack';
export { useToastQueue } from './use-toast-queue';
export type { ToastQueueSource } from './use-toast-queue';
