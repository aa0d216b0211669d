import { useCallback, useEffect, useState } from 'react';

/** Which edges of a scrolling row have content beyond them. */
export const scrollOverflowOptions = ['none', 'start', 'end', 'both'] as const;
/** Which edges of a scrolling row have content beyond them. */
export type ScrollOverflow = (typeof scrollOverflowOptions)[number];

/** Within a pixel counts as at the edge (zoomed pages scroll by fractions). */
const SLACK = 1;

/** Which edges of `element` hide content, from its horizontal scroll position. */
export function scrollOverflow({
  scrollLeft,
  scrollWidth,
  clientWidth,
}: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollOverflow {
  // Right-to-left rows scroll with a negative scrollLeft.
  const before = Math.abs(scrollLeft) > SLACK;
  const after = Math.abs(scrollLeft) + clientWidth < scrollWidth - SLACK;
  return before && after ? 'both' : before ? 'start' : after ? 'end' : 'none';
}

/**
 * Follows which edges of a horizontally scrolling element hide content, as it scrolls and as it
 * or its children change size; on first sight, scrolls its `[data-state=active]` child into view.
 */
export function useScrollOverflow<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [overflow, setOverflow] = useState<ScrollOverflow>('none');

  useEffect(() => {
    if (element === null) return;
    const active = element.querySelector<HTMLElement>('[data-state=active]');
    if (active !== null) {
      const { offsetLeft, offsetWidth } = active;
      if (offsetLeft + offsetWidth > element.scrollLeft + element.clientWidth) {
        element.scrollTo({ left: offsetLeft + offsetWidth - element.clientWidth });
      }
    }
    const update = () => setOverflow(scrollOverflow(element));
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(element);
    for (const child of element.children) resize?.observe(child);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [element]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return { ref, overflow };
}
