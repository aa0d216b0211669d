export { ConfirmDialog, confirmDialogToneOptions, confirmDialogVariants } from './confirm-dialog';
export type {
  ConfirmDialogLabels,
  ConfirmDialogProps,
  ConfirmDialogStatus,
} from './confirm-dialog';
