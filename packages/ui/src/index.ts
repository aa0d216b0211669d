/**
 * @strata/ui: Strata's accessible primitives on Radix UI, Tailwind CSS and class-variance-authority.
 * No English is built in: every label comes from props or a LabelsProvider (English defaults).
 */

export { LabelsProvider, useLabels } from './labels';
export { cn } from './lib/cn';
export { Autocomplete, autocompleteSizeOptions, autocompleteVariants } from './autocomplete';
export {
  BatchedSelect,
  batchedSelectSizeOptions,
  batchedSelectTriggerVariants,
  useOptionBatches,
} from './batched-select';
export { Button, buttonSizeOptions, buttonVariantOptions, buttonVariants } from './button';
export {
  chatBubbleVariants,
  ChatDock,
  chatMessageStatusOptions,
  ChatPanel,
  chatPanelViewOptions,
} from './chat-panel';
export { Checkbox, checkboxSizeOptions, checkboxVariants } from './checkbox';
export { ConfirmDialog, confirmDialogToneOptions, confirmDialogVariants } from './confirm-dialog';
export {
  ContextMenu,
  ContextMenuContent,
  ContextMenuGroup,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from './context-menu';
export { CounterBadge, counterBadgeVariantOptions, counterBadgeVariants } from './counter-badge';
export {
  DataTable,
  dataTableCardSlotOptions,
  dataTableDensityOptions,
  DataTablePagination,
  dataTablePaginationStateOptions,
  dataTableStatusOptions,
  dataTableVariants,
} from './data-table';
export { DescriptionList } from './description-list';
export {
  DoughnutChart,
  doughnutChartLoadingOptions,
  doughnutChartPalette,
  doughnutChartSizeOptions,
  doughnutChartVariants,
} from './doughnut-chart';
export { Drawer, drawerSideOptions, drawerVariants } from './drawer';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  menuContentClassName,
  menuItemVariantOptions,
  menuItemVariants,
  menuLabelClassName,
  menuSeparatorClassName,
} from './dropdown-menu';
export { EmptyState, emptyStateSizeOptions, emptyStateVariants } from './empty-state';
export { ErrorModal } from './error-modal';
export { ErrorState, errorStateSizeOptions, errorStateVariants } from './error-state';
export { Field, fieldOrientationOptions, fieldVariants } from './field';
export { Input, inputSizeOptions, inputTypeOptions, inputVariants } from './input';
export { ListToolbar } from './list-toolbar';
export { LoadingState, loadingStateSizeOptions, loadingStateVariants } from './loading-state';
export {
  Modal,
  modalRoleOptions,
  modalSizeOptions,
  modalVariants,
  overlayClassName,
} from './modal';
export { ModalRoot, ModalTrigger, ModalContent, ModalOverlay, ModalClose } from './modal';
export { ModalHeader, ModalTitle, ModalDescription, ModalBody, ModalFooter } from './modal';
export { MonthPicker, monthPickerSizeOptions, monthPickerTriggerVariants } from './month-picker';
export { NumberInput, numberInputSizeOptions, numberInputVariants } from './number-input';
export { PageHeader } from './page-header';
export { PdfFrame } from './pdf-frame';
export { Pill, pillVariantOptions, pillVariants } from './pill';
export { QrCode, qrCodeSizeOptions, qrCodeVariants } from './qr-code';
export { SearchToggle } from './search-toggle';
export {
  SIDE_NAV_COLLAPSE_BELOW,
  SideNav,
  sideNavItemVariants,
  sideNavStateOptions,
} from './side-nav';
export { StatCard, statCardVariantOptions, statCardVariants } from './stat-card';
export { Switch, switchSizeOptions, switchVariants } from './switch';
export {
  Tabs,
  TabsContent,
  TabsList,
  tabsListVariants,
  TabsTrigger,
  tabsTriggerVariants,
  tabsVariantOptions,
} from './tabs';
export { Textarea, textareaResizeOptions, textareaVariants } from './textarea';
export { Timeline } from './timeline';
export { ToastStack, toastToneOptions, toastVariants, useToastQueue } from './toast-stack';
export {
  acceptsFile,
  checkFile,
  UploadDropzone,
  uploadDropzoneSizeOptions,
  uploadDropzoneStateOptions,
  uploadDropzoneVariants,
  uploadStatusOptions,
} from './upload-dropzone';

export type { LabelsOverride, LabelsProviderProps, StrataLabels } from './labels';
export type { AutocompleteItem, AutocompleteLabels, AutocompleteProps } from './autocomplete';
export type {
  BatchedSelectLabels,
  BatchedSelectProps,
  BatchStatus,
  LoadOptions,
  SelectOption,
} from './batched-select';
export type { ButtonProps } from './button';
export type {
  ChatMessageStatus,
  ChatPanelLabels,
  ChatPanelMessage,
  ChatPanelProps,
  ChatPanelView,
} from './chat-panel';
export type { CheckboxProps } from './checkbox';
export type {
  ConfirmDialogLabels,
  ConfirmDialogProps,
  ConfirmDialogStatus,
} from './confirm-dialog';
export type { ContextMenuItemProps } from './context-menu';
export type { CounterBadgeLabels, CounterBadgeProps } from './counter-badge';
export type {
  DataTableCardSlot,
  DataTableColumn,
  DataTableLabels,
  DataTablePaginationLabels,
  DataTablePaginationProps,
  DataTablePaginationState,
  DataTableProps,
  DataTableStatus,
} from './data-table';
export type {
  DescriptionListItem,
  DescriptionListLabels,
  DescriptionListProps,
} from './description-list';
export type { DoughnutChartLabels, DoughnutChartProps } from './doughnut-chart';
export type { DrawerProps } from './drawer';
export type { DropdownMenuItemProps } from './dropdown-menu';
export type { EmptyStateLabels, EmptyStateProps } from './empty-state';
export type { ErrorModalLabels, ErrorModalProps } from './error-modal';
export type { ErrorStateLabels, ErrorStateProps } from './error-state';
export type { FieldProps } from './field';
export type { InputLabels, InputProps } from './input';
export type { ListToolbarProps } from './list-toolbar';
export type { LoadingStateLabels, LoadingStateProps } from './loading-state';
export type {
  ModalContentProps,
  ModalLabels,
  ModalProps,
  ModalRole,
  ModalRootProps,
} from './modal';
export type { MonthPickerLabels, MonthPickerProps } from './month-picker';
export type { NumberInputLabels, NumberInputProps } from './number-input';
export type { PageHeaderProps } from './page-header';
export type { PdfFrameLabels, PdfFrameProps } from './pdf-frame';
export type { PillProps } from './pill';
export type { QrCodeProps } from './qr-code';
export type { SearchToggleLabels, SearchToggleProps } from './search-toggle';
export type {
  SideNavItem,
  SideNavLabels,
  SideNavLinkProps,
  SideNavProps,
  SideNavState,
} from './side-nav';
export type { StatCardProps } from './stat-card';
export type { SwitchProps } from './switch';
export type { TabsListProps, TabsTriggerProps } from './tabs';
export type { TextareaProps } from './textarea';
export type { TimelineItem, TimelineProps } from './timeline';
export type { ToastQueueSource, ToastStackLabels, ToastStackProps } from './toast-stack';
export type {
  FileRejection,
  UploadDropzoneLabels,
  UploadDropzoneProps,
  UploadDropzoneState,
  UploadRowError,
} from './upload-dropzone';
