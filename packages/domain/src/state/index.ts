export { ManualTimers } from './manual-timers';
export { systemTimers } from './timers';
export type { TimerHandle, Timers } from './timers';
export { ToastQueue } from './toast-queue';
export type { Toast, ToastQueueOptions, ToastTone } from './toast-queue';
export { ListState, pageIndicator, rowNumber, totalPages } from './list-state';
export type { ListSnapshot, ListStateOptions } from './list-state';
