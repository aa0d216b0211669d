import { useLingui } from '@lingui/react';
import { BUBBLE_THROTTLE_MS, buildMenu, type BubbleCounters, type MenuEntry } from '@strata/domain';
import { SideNav, type SideNavItem, type SideNavState } from '@strata/ui';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { MenuIcon } from './menu-icons';
import { menuLabel } from './menu-labels';

function activeEntry(entries: readonly MenuEntry[], pathname: string): string | undefined {
  let best: { key: string; length: number } | undefined;
  const visit = (entry: MenuEntry) => {
    // Leaves first: a group that shares its first child's path leaves the mark to the child.
    entry.children.forEach(visit);
    const path = entry.path;
    if (!path || entry.children.length > 0) return;
    const matches = pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (!best || path.length > best.length))
      best = { key: entry.key, length: path.length };
  };
  entries.forEach(visit);
  return best?.key;
}

export type ShellMenuProps = {
  state?: SideNavState;
  onStateChange?: (state: SideNavState) => void;
};

/**
 * The side menu of spec 000 §2: buildMenu's order with the server's navs, translated names,
 * counters from the bubble call (refreshed at most every 2 s), collapsing below 950 px.
 */
export function ShellMenu({ state, onStateChange }: ShellMenuProps) {
  const { i18n } = useLingui();
  const { user, navs } = useSession();
  const { pathname } = useLocation();
  const { data: bubbles } = useApi<BubbleCounters>(
    user ? queryKeys.notification() : null,
    (api) => api.dashboard.notification(),
    { fallbackData: user ?? undefined, dedupingInterval: BUBBLE_THROTTLE_MS, silent: true },
  );
  const entries = useMemo(() => buildMenu(user, navs), [user, navs]);
  const locale = i18n.locale;
  const items = useMemo(() => {
    const toItem = (entry: MenuEntry): SideNavItem => {
      const label = menuLabel(i18n, entry.label);
      return {
        id: entry.key,
        label,
        icon: <MenuIcon name={entry.label} />,
        counter: entry.counter ? (bubbles?.[entry.counter] ?? 0) : undefined,
        ...(entry.children.length > 0
          ? { children: entry.children.map(toItem) }
          : { href: entry.path ?? undefined }),
      };
    };
    return entries.map(toItem);
    // `locale` re-translates the names when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries, bubbles, i18n, locale]);

  return (
    <SideNav
      items={items}
      activeId={activeEntry(entries, pathname)}
      state={state}
      onStateChange={onStateChange}
      header={user?.property?.name ?? 'Strata'}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      className="sticky top-0 h-screen"
    />
  );
}
