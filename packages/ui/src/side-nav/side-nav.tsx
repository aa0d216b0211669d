import { SIDEBAR_COLLAPSE_PX } from '@strata/domain';
import { cva } from 'class-variance-authority';
import { ChevronDown, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useEffect, useEffectEvent, useState } from 'react';
import type * as React from 'react';
import { CounterBadge } from '../counter-badge';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';

/** Labels of the side navigation. */
export type SideNavLabels = {
  /** Names the navigation landmark. */
  nav: string;
  /** The toggle's name while the sidebar is wide. */
  collapse: string;
  /** The toggle's name while the sidebar shows icons only. */
  expand: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    sideNav: SideNavLabels;
  }
}

const defaultLabels: SideNavLabels = {
  nav: 'Main',
  collapse: 'Collapse sidebar',
  expand: 'Expand sidebar',
};

/** Every width of the sidebar. */
export const sideNavStateOptions = ['expanded', 'collapsed'] as const;

/** The sidebar's width: `expanded` with labels, `collapsed` with icons only. */
export type SideNavState = (typeof sideNavStateOptions)[number];

/** One entry: a link (`href`), an action (`onSelect`) or a group (`children`). */
export type SideNavItem = {
  /** Unique among all items; `activeId` refers to it. */
  id: string;
  label: string;
  /** An icon element, e.g. `<Wallet />`; it is hidden from screen readers. */
  icon?: React.ReactNode;
  href?: string;
  /** Runs on a click; with `href`, `event.preventDefault()` keeps the link from navigating. */
  onSelect?: (event: React.MouseEvent<HTMLElement>) => void;
  /** An unread or pending count: '9+' above nine, hidden at zero. */
  counter?: number;
  /** What a screen reader hears for the count ('12 pending'); defaults to the badge's label. */
  counterLabel?: (count: number) => string;
  /** Sub-items shown under an expandable group. */
  children?: readonly SideNavItem[];
  /**
   * The labelled section a top-level item belongs to; a heading starts each new section (a rule
   * while the sidebar shows icons only). Items without one follow the previous item's section.
   */
  section?: string;
};

/** What `renderLink` receives: spread it onto your link (react-router's `Link to={href}`). */
export type SideNavLinkProps = React.ComponentProps<'a'> & { href: string };

/** Below this width (spec 000 §9) the sidebar collapses by itself. */
export const SIDE_NAV_COLLAPSE_BELOW = SIDEBAR_COLLAPSE_PX;

/** An entry's classes at a depth; the current page is styled from `aria-current`. */
export const sideNavItemVariants = cva(
  [
    'relative flex h-[30px] w-full items-center gap-3 rounded-md px-3 text-left text-sm font-medium outline-none',
    'text-sidebar-foreground hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-sidebar-foreground',
    'aria-[current=page]:bg-sidebar-active aria-[current=page]:text-white [&_svg]:size-5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      depth: { top: '', nested: 'pl-11 font-normal' },
    },
    defaultVariants: { depth: 'top' },
  },
);

export type SideNavProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  items: readonly SideNavItem[];
  /** The id of the item for the current page; it gets `aria-current="page"`. */
  activeId?: string;
  /** The sidebar's width (controlled). */
  state?: SideNavState;
  /** The sidebar's starting width (uncontrolled). */
  defaultState?: SideNavState;
  /** Called when the toggle or the viewport asks for another width. */
  onStateChange?: (state: SideNavState) => void;
  /** Collapses below this viewport width in px and expands above it; `null` turns it off. */
  collapseBelow?: number | null;
  /** Renders each link; defaults to `<a>`. Pass one that returns your router's link. */
  renderLink?: (props: SideNavLinkProps) => React.ReactNode;
  /** The brand or property name above the items. */
  header?: React.ReactNode;
  /** Overrides of the English labels. */
  labels?: Partial<SideNavLabels>;
  /** Shows the collapse toggle at the bottom; off when the page has a toggle of its own. */
  showToggle?: boolean;
};

const defaultRenderLink = ({ children, ...props }: SideNavLinkProps) => (
  <a {...props}>{children}</a>
);

/**
 * The side navigation: links, actions and expandable groups with counters, the current page
 * marked, collapsing to icons below `collapseBelow` px or by its toggle.
 */
export function SideNav({
  items,
  activeId,
  state,
  defaultState = 'expanded',
  onStateChange,
  collapseBelow = SIDE_NAV_COLLAPSE_BELOW,
  renderLink = defaultRenderLink,
  header,
  labels,
  showToggle = true,
  className,
  ...props
}: SideNavProps) {
  const l = useLabels('sideNav', defaultLabels, labels);
  const [current, setCurrent] = useControllableState({
    value: state,
    defaultValue: defaultState,
    onChange: onStateChange,
  });
  const collapsed = current === 'collapsed';

  const followViewport = useEffectEvent((narrow: boolean) =>
    setCurrent(narrow ? 'collapsed' : 'expanded'),
  );
  useEffect(() => {
    if (collapseBelow === null || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(max-width: ${collapseBelow - 0.02}px)`);
    // At mount only a narrow viewport decides; a wide one keeps the starting width.
    if (query.matches) followViewport(true);
    const onChange = (event: MediaQueryListEvent) => followViewport(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [collapseBelow]);

  return (
    <nav
      data-slot="side-nav"
      data-state={current}
      aria-label={l.nav}
      className={cn(
        'group/nav flex h-full w-sidebar shrink-0 flex-col bg-sidebar text-sidebar-foreground data-[state=collapsed]:w-sidebar-collapsed',
        className,
      )}
      {...props}
    >
      {header ? (
        <div data-slot="side-nav-header" className="flex h-14 items-center px-4 font-semibold">
          <div className={collapsed ? 'sr-only' : 'min-w-0 truncate'}>{header}</div>
        </div>
      ) : null}
      <ul data-slot="side-nav-list" className="flex flex-1 flex-col overflow-y-auto p-2">
        {items.map((item, index) => (
          <li key={item.id}>
            {item.section && item.section !== items[index - 1]?.section ? (
              <SectionHeading label={item.section} collapsed={collapsed} />
            ) : null}
            {item.children ? (
              <SideNavGroup
                item={item}
                activeId={activeId}
                collapsed={collapsed}
                onExpandNav={() => setCurrent('expanded')}
                renderLink={renderLink}
              />
            ) : (
              <SideNavEntry
                item={item}
                active={item.id === activeId}
                collapsed={collapsed}
                renderLink={renderLink}
              />
            )}
          </li>
        ))}
      </ul>
      {showToggle ? (
        <div className="border-t border-white/10 p-2">
          <button
            type="button"
            data-slot="side-nav-toggle"
            onClick={() => setCurrent(collapsed ? 'expanded' : 'collapsed')}
            className={sideNavItemVariants()}
          >
            {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
            <span className={collapsed ? 'sr-only' : 'truncate'}>
              {collapsed ? l.expand : l.collapse}
            </span>
          </button>
        </div>
      ) : null}
    </nav>
  );
}

function SectionHeading({ label, collapsed }: { label: string; collapsed: boolean }) {
  return collapsed ? (
    <div data-slot="side-nav-section" className="mx-2 my-1.5 border-t border-white/15">
      <span className="sr-only">{label}</span>
    </div>
  ) : (
    <div
      data-slot="side-nav-section"
      className="truncate px-3 pt-2 pb-0.5 text-[11px] leading-3 font-semibold tracking-wider text-sidebar-foreground/70 uppercase"
    >
      {label}
    </div>
  );
}

type EntryProps = {
  item: SideNavItem;
  active: boolean;
  collapsed: boolean;
  depth?: 'top' | 'nested';
  renderLink: (props: SideNavLinkProps) => React.ReactNode;
};

function EntryContent({ item, collapsed }: { item: SideNavItem; collapsed: boolean }) {
  return (
    <>
      {item.icon ? (
        <span aria-hidden className="inline-flex">
          {item.icon}
        </span>
      ) : null}
      <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1 truncate'}>{item.label}</span>
      {/* The space keeps the label and the count apart in the accessible name. */}{' '}
      {item.counter ? (
        <CounterBadge
          count={item.counter}
          labels={item.counterLabel ? { count: item.counterLabel } : undefined}
          className={collapsed ? 'absolute top-0.5 right-0.5 h-4 min-w-4 px-1 text-[10px]' : ''}
        />
      ) : null}
    </>
  );
}

function SideNavEntry({ item, active, collapsed, depth = 'top', renderLink }: EntryProps) {
  const shared = {
    'data-slot': 'side-nav-item',
    'data-active': active ? '' : undefined,
    'aria-current': active ? ('page' as const) : undefined,
    // The native tooltip names an icon-only entry for sighted pointer users.
    title: collapsed ? item.label : undefined,
    className: sideNavItemVariants({ depth }),
  };
  const children = <EntryContent item={item} collapsed={collapsed} />;
  if (item.href !== undefined) {
    return renderLink({ ...shared, href: item.href, onClick: item.onSelect, children });
  }
  return (
    <button type="button" {...shared} onClick={item.onSelect}>
      {children}
    </button>
  );
}

function SideNavGroup({
  item,
  activeId,
  collapsed,
  onExpandNav,
  renderLink,
}: Omit<EntryProps, 'active' | 'depth'> & { activeId?: string; onExpandNav: () => void }) {
  const holdsActive = item.children?.some((child) => child.id === activeId) ?? false;
  const [open, setOpen] = useState(holdsActive);
  return (
    <Collapsible.Root
      data-slot="side-nav-group"
      open={open && !collapsed}
      onOpenChange={(next) => {
        // Icons only: a group cannot unfold in place, so the sidebar widens first.
        if (collapsed) {
          onExpandNav();
          setOpen(true);
        } else setOpen(next);
      }}
    >
      <Collapsible.Trigger
        data-slot="side-nav-group-trigger"
        data-active={holdsActive ? '' : undefined}
        title={collapsed ? item.label : undefined}
        className={cn(
          sideNavItemVariants(),
          holdsActive && collapsed && 'bg-sidebar-active text-white',
        )}
      >
        <EntryContent item={item} collapsed={collapsed} />
        {collapsed ? null : <ChevronDown aria-hidden className="in-data-[state=open]:rotate-180" />}
      </Collapsible.Trigger>
      <Collapsible.Content asChild>
        <ul data-slot="side-nav-group-list" className="flex flex-col">
          {item.children?.map((child) => (
            <li key={child.id}>
              <SideNavEntry
                item={child}
                active={child.id === activeId}
                collapsed={collapsed}
                depth="nested"
                renderLink={renderLink}
              />
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
