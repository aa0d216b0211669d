import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../lib/feature-routes';

/** The browser tab's text for a page name; no name leaves the product's name alone. */
function documentTitle(pageName: string | null): string {
  return pageName ? `${pageName} · Strata` : 'Strata';
}

/**
 * Names the page in the browser's tab: the deepest matched route's `handle.title`, else
 * `pageName`; `null` names none (the tab reads 'Strata'). Omitted, the tab's text is left to the
 * routes that name their page.
 */
export function useDocumentTitle(pageName?: string | null): void {
  const { i18n } = useLingui();
  const routeTitle = useMatches()
    .map(({ handle }) => (handle as RouteHandle | undefined)?.title)
    .findLast((title) => title !== undefined);
  const name = routeTitle ? i18n._(routeTitle) : pageName;
  useEffect(() => {
    if (name !== undefined) document.title = documentTitle(name);
  }, [name]);
}
