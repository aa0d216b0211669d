import { useSyncExternalStore } from 'react';

/** A touch screen as the main pointer (phones and tablets), where a PDF in a frame is unusable. */
const TOUCH_QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(TOUCH_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isTouch(): boolean {
  return typeof matchMedia === 'function' && matchMedia(TOUCH_QUERY).matches;
}

/** Whether the device's main pointer is a finger (spec 002 §2: touch devices open documents in a new window). */
export function useTouchDevice(): boolean {
  return useSyncExternalStore(subscribe, isTouch, () => false);
}
