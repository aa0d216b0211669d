import { useLingui } from '@lingui/react';
import {
  BUBBLE_THROTTLE_MS,
  buildMenu,
  type BubbleCounters,
  type CounterKey,
  type MenuEntry,
} from '@strata/domain';
import { SideNav, type SideNavItem, type SideNavState } from '@strata/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/**
 * The labelled sections of the menu (so that the super user's entries fit an 800 px screen),
 * by entry name; an entry not named here follows the entry before it.
 */
const SECTIONS = {
  property: msg`Property`,
  community: msg`Community`,
  management: msg`Management`,
  provider: msg`Provider`,
  account: msg`Account`,
};
const SECTION_OF: Record<string, keyof typeof SECTIONS> = {
  Users: 'property',
  Units: 'property',
  'Property Unit': 'property',
  Visitors: 'property',
  Facilities: 'property',
  Complains: 'property',
  Tenants: 'property',
  Properties: 'property',
  'Check In': 'property',
  Announcements: 'community',
  Inbox: 'community',
  'House Rules': 'community',
  Services: 'property',
  Finance: 'management',
  Report: 'management',
  Setting: 'management',
  Audit: 'management',
  'Error Log': 'provider',
  'Api Request Log': 'provider',
  'App Version': 'provider',
  Notification: 'account',
  Support: 'account',
  Logout: 'account',
};

/** What a screen reader hears for each counter: pending payments are not 'unread'. */
function counterLabel(i18n: I18n, counter: CounterKey): (count: number) => string {
  switch (counter) {
    case 'pending_payment':
      return (count) => i18n._(msg`${count} pending`);
    case 'error_log':
      return (count) => i18n._(msg`${count} errors`);
    case 'bug_report':
      return (count) => i18n._(msg`${count} reports`);
    default:
      return (count) => i18n._(msg`${count} unread`);
  }
}

const SECTION_ORDER = Object.keys(SECTIONS) as (keyof typeof SECTIONS)[];

/**
 * The entries gathered into their sections, in SECTIONS order; within a section they keep spec
 * 000 §2's order. Dashboard (before any section) stays first.
 */
function inSections(entries: readonly MenuEntry[]) {
  let current: keyof typeof SECTIONS | undefined;
  const placed = entries.map((entry, index) => {
    current = SECTION_OF[entry.label] ?? current;
    return { entry, section: current, index };
  });
  const rank = (section: keyof typeof SECTIONS | undefined) =>
    section ? SECTION_ORDER.indexOf(section) : -1;
  return placed.sort((a, b) => rank(a.section) - rank(b.section) || a.index - b.index);
}

function findEntry(entries: readonly MenuEntry[], key: string): MenuEntry | undefined {
  for (const entry of entries) {
    if (entry.key === key) return entry;
    const child = findEntry(entry.children, key);
    if (child) return child;
  }
  return undefined;
}

/**
 * The current page's name as the menu shows it ('Units'), in the active language, for the
 * browser's tab; null for a page outside the menu.
 */
export function useMenuPageName(): string | null {
  const { i18n } = useLingui();
  const { user, navs } = useSession();
  const { pathname } = useLocation();
  const entries = useMemo(() => buildMenu(user, navs), [user, navs]);
  const key = activeEntry(entries, pathname);
  const entry = key ? findEntry(entries, key) : undefined;
  return entry ? menuLabel(i18n, entry.label) : null;
}

export type ShellMenuProps = {
  state?: SideNavState;
  onStateChange?: (state: SideNavState) => void;
  /** Shows the property's name above the entries (the phone's drawer). */
  showHeader?: boolean;
  /** Opens the check-in modal over the current page; the Check In link then does not navigate. */
  onCheckIn?: () => void;
  className?: string;
};

/**
 * The side menu of spec 000 §2: buildMenu's order with the server's navs, translated names,
 * counters from the bubble call (refreshed at most every 2 s), in labelled sections. The layout
 * decides its width: a rail on a wide screen, a drawer below 950 px.
 */
export function ShellMenu({
  state,
  onStateChange,
  showHeader = false,
  onCheckIn,
  className,
}: ShellMenuProps) {
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
        counterLabel: entry.counter ? counterLabel(i18n, entry.counter) : undefined,
        onSelect:
          entry.key === 'Check In' && onCheckIn
            ? (event) => {
                // A new tab (ctrl, cmd or shift click) still follows the link.
                if (event.ctrlKey || event.metaKey || event.shiftKey) return;
                event.preventDefault();
                onCheckIn();
              }
            : undefined,
        ...(entry.children.length > 0
          ? { children: entry.children.map(toItem) }
          : { href: entry.path ?? undefined }),
      };
    };
    return inSections(entries).map(({ entry, section }) => ({
      ...toItem(entry),
      section: section ? i18n._(SECTIONS[section]) : undefined,
    }));
    // `locale` re-translates the names when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entries, bubbles, i18n, locale, onCheckIn]);

  return (
    <SideNav
      items={items}
      activeId={activeEntry(entries, pathname)}
      state={state}
      onStateChange={onStateChange}
      header={showHeader ? (user?.property?.name ?? 'Strata') : undefined}
      collapseBelow={null}
      showToggle={false}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      className={className}
    />
  );
}
