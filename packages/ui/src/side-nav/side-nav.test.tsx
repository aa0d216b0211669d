import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideNav, type SideNavItem } from './side-nav';

const items: SideNavItem[] = [
  { id: 'dashboard', label: 'Dashboard', href: '/d/dashboard' },
  { id: 'inbox', label: 'Inbox', href: '/d/inbox', counter: 12 },
  {
    id: 'finance',
    label: 'Finance',
    children: [
      { id: 'statements', label: 'Account Statements', href: '/d/account-statement' },
      { id: 'payments', label: 'Payments', href: '/d/payment' },
    ],
  },
];

/** A fake viewport: `matchMedia` answers max-width queries against `width`, and `resize` notifies. */
function stubViewport(initialWidth: number) {
  let width = initialWidth;
  const queries: { maxWidth: number; listeners: Set<(event: MediaQueryListEvent) => void> }[] = [];
  vi.stubGlobal('matchMedia', (media: string) => {
    const maxWidth = Number(/max-width:\s*([\d.]+)px/.exec(media)?.[1]);
    const entry = { maxWidth, listeners: new Set<(event: MediaQueryListEvent) => void>() };
    queries.push(entry);
    return {
      media,
      get matches() {
        return width <= maxWidth;
      },
      addEventListener: (_: 'change', listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.add(listener),
      removeEventListener: (_: 'change', listener: (event: MediaQueryListEvent) => void) =>
        entry.listeners.delete(listener),
    };
  });
  return {
    resize(next: number) {
      for (const query of queries) {
        const before = width <= query.maxWidth;
        const after = next <= query.maxWidth;
        if (before === after) continue;
        for (const listener of query.listeners) {
          act(() => listener({ matches: after } as MediaQueryListEvent));
        }
      }
      width = next;
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('SideNav', () => {
  it('given a viewport of 949 px, starts with icons only', () => {
    stubViewport(949);
    render(<SideNav items={items} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('given a viewport of exactly 950 px, stays wide', () => {
    stubViewport(950);
    render(<SideNav items={items} />);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('given a wide viewport, when it shrinks below 950 px, collapses and widens again after', () => {
    const viewport = stubViewport(1280);
    render(<SideNav items={items} />);

    viewport.resize(800);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();

    viewport.resize(1024);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('given collapseBelow 600, stays wide at 800 px', () => {
    stubViewport(800);
    render(<SideNav items={items} collapseBelow={600} />);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('given a controlled width, asks its owner to collapse when the viewport narrows', () => {
    const viewport = stubViewport(1280);
    const onStateChange = vi.fn();
    render(<SideNav items={items} state="expanded" onStateChange={onStateChange} />);

    viewport.resize(700);

    expect(onStateChange).toHaveBeenCalledWith('collapsed');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });

  it('given no matchMedia, renders wide', () => {
    render(<SideNav items={items} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
      'data-state',
      'expanded',
    );
  });

  it('given the toggle is pressed, hides the labels visually but keeps the names', async () => {
    render(<SideNav items={items} />);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    const inbox = screen.getByRole('link', { name: 'Inbox 12 unread' });
    expect(inbox).toHaveAttribute('title', 'Inbox');
  });

  it('given the active id of a nested item, opens its group and marks the page', () => {
    render(<SideNav items={items} activeId="payments" />);
    expect(screen.getByRole('button', { name: 'Finance' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('given a collapsed sidebar, when a group is pressed, widens and opens it', async () => {
    render(<SideNav items={items} defaultState="collapsed" />);
    await userEvent.click(screen.getByRole('button', { name: 'Finance' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute(
      'data-state',
      'expanded',
    );
    expect(screen.getByRole('link', { name: 'Account Statements' })).toBeVisible();
  });

  it('given a renderLink, renders each link through it', () => {
    render(
      <SideNav
        items={items}
        renderLink={({ href, children, ...props }) => (
          <a {...props} href={`#${href}`}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '#/d/dashboard',
    );
  });

  it('given an action item, calls its onSelect', async () => {
    const onSelect = vi.fn();
    render(<SideNav items={[{ id: 'logout', label: 'Logout', onSelect }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});

describe('SideNav sections', () => {
  const sectioned: SideNavItem[] = [
    { id: 'dashboard', label: 'Dashboard', href: '/d/dashboard' },
    { id: 'units', label: 'Units', href: '/d/unit', section: 'Property' },
    { id: 'visitors', label: 'Visitors', href: '/d/visitors', section: 'Property' },
    {
      id: 'payments',
      label: 'Payments',
      href: '/d/payments',
      section: 'Finance',
      counter: 3,
      counterLabel: (count) => `${count} pending`,
    },
  ];

  it('given items in sections, when shown, then each section is headed once', () => {
    render(<SideNav items={sectioned} collapseBelow={null} />);
    expect(screen.getAllByText('Property')).toHaveLength(1);
    expect(screen.getAllByText('Finance')).toHaveLength(1);
  });

  it('given a counter label, when shown, then the count is named by it, not as unread', () => {
    render(<SideNav items={sectioned} collapseBelow={null} />);
    expect(screen.getByRole('link', { name: 'Payments 3 pending' })).toBeInTheDocument();
  });

  it('given showToggle is off, when shown, then there is no collapse toggle', () => {
    render(<SideNav items={sectioned} collapseBelow={null} showToggle={false} />);
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).toBeNull();
  });
});
