/**
 * The `<meta name=…>` of the built index.html whose content is the URL of the signed-in
 * stylesheet: every utility rule, split off the boot stylesheet by packages/app/boot-styles.ts
 * (ADR 0004). Absent in development, tests and Storybook, where index.css is whole.
 */
export const SIGNED_IN_STYLES_META = 'strata-signed-in-styles';

const loads = new WeakMap<Document, Promise<void>>();

/**
 * Links the signed-in stylesheet (once per document) and resolves when it has loaded, so the
 * signed-in layout never renders with the boot stylesheet's utilities alone (app/router.tsx).
 * Resolves at once without the meta. A failed load resolves too (the layout's own chunk fails
 * alike and shows the route's error) and is forgotten, so the next call links the sheet again.
 */
export function loadSignedInStyles(doc: Document = document): Promise<void> {
  const known = loads.get(doc);
  if (known) return known;
  const href = doc.querySelector<HTMLMetaElement>(`meta[name="${SIGNED_IN_STYLES_META}"]`)?.content;
  if (!href) return Promise.resolve();
  const loading = new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      loads.delete(doc);
      resolve();
    });
    // Appended after the boot stylesheet's link: both declare `@layer utilities`, and this
    // sheet's copy of every utility, later in document order, keeps the build's order of them.
    doc.head.append(link);
  });
  loads.set(doc, loading);
  return loading;
}
