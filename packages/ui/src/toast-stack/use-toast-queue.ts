import type { Toast, ToastQueue } from '@strata/domain';
import { useCallback, useSyncExternalStore } from 'react';

/** What `useToastQueue` needs of a queue: `ToastQueue` from @strata/domain fits, and so does a fake. */
export type ToastQueueSource = Pick<ToastQueue, 'subscribe' | 'getSnapshot' | 'dismiss' | 'show'>;

/** The queue's visible toasts as React state, with its `show` and `dismiss`. */
export function useToastQueue(queue: ToastQueueSource): {
  toasts: readonly Toast[];
  show: ToastQueue['show'];
  dismiss: (id: string) => void;
} {
  const subscribe = useCallback((listener: () => void) => queue.subscribe(listener), [queue]);
  const getSnapshot = useCallback(() => queue.getSnapshot(), [queue]);
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const show = useCallback<ToastQueue['show']>((toast) => queue.show(toast), [queue]);
  const dismiss = useCallback((id: string) => queue.dismiss(id), [queue]);
  return { toasts, show, dismiss };
}
