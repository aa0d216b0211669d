import { useEffect, useState } from 'react';

/**
 * Whether `element` has come within `rootMargin` of the viewport, as `<img loading="lazy">`
 * decides; true from then on. True at once when not `enabled` or where there is no
 * IntersectionObserver (jsdom).
 */
export function useNearViewport(
  element: Element | null,
  { rootMargin, enabled }: { rootMargin: string; enabled: boolean },
): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const near = seen || !enabled;

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, rootMargin]);

  return near;
}
