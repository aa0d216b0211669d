import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Building2,
  FileText,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  Megaphone,
  UserCheck,
  Users,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideNav, type SideNavItem, type SideNavProps } from './side-nav';

const onLogout = fn();

const items: SideNavItem[] = [
  { id: 'dashboard', label: 'Dashboard', icon: <LayoutDashboard />, href: '/d/dashboard' },
  { id: 'units', label: 'Units', icon: <Building2 />, href: '/d/unit' },
  { id: 'owners', label: 'Owners', icon: <Users />, href: '/d/owner' },
  { id: 'visitors', label: 'Visitors', icon: <UserCheck />, href: '/d/visitor' },
  {
    id: 'finance',
    label: 'Finance',
    icon: <Wallet />,
    counter: 3,
    children: [
      { id: 'statements', label: 'Account Statements', href: '/d/account-statement' },
      { id: 'payments', label: 'Payments', href: '/d/payment', counter: 3 },
    ],
  },
  { id: 'announcements', label: 'Announcements', icon: <Megaphone />, href: '/d/announcement' },
  { id: 'inbox', label: 'Inbox', icon: <Inbox />, href: '/d/inbox', counter: 12 },
  { id: 'reports', label: 'Reports', icon: <FileText />, href: '/d/report' },
  { id: 'support', label: 'Support', icon: <LifeBuoy />, href: '/d/support', counter: 2 },
  { id: 'logout', label: 'Logout', icon: <LogOut />, onSelect: onLogout },
];

const ids: Record<string, string> = Object.fromEntries(
  items.flatMap((item) => [item, ...(item.children ?? [])]).map((item) => [item.href, item.id]),
);

/** A stand-in for the app's router: links mark themselves active instead of navigating. */
function Harness(props: SideNavProps) {
  const [activeId, setActiveId] = useState(props.activeId);
  return (
    <div className="flex h-[640px] bg-muted">
      <SideNav
        {...props}
        activeId={activeId}
        renderLink={({ href, onClick, children, ...link }) => (
          <a
            {...link}
            href={href}
            onClick={(event) => {
              event.preventDefault();
              onClick?.(event);
              setActiveId(ids[href]);
            }}
          >
            {children}
          </a>
        )}
      />
      <main className="flex-1 p-6 text-sm">Page content</main>
    </div>
  );
}

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  render: (args) => <Harness {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    items,
    activeId: 'dashboard',
    header: 'Menara Seri Indah',
    onStateChange: fn(),
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Pointer: go to Units.
    await userEvent.click(canvas.getByRole('link', { name: 'Units' }));
    await expect(canvas.getByRole('link', { name: 'Units' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Keyboard: Tab to Owners and follow it with Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Owners' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Owners' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const Collapsed: Story = {
  args: { defaultState: 'collapsed' },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    // Icons only, still named for screen readers and titled for the pointer.
    await expect(canvas.getByRole('link', { name: 'Units' })).toHaveAttribute('title', 'Units');

    // Pointer: expand, then keyboard: collapse again with Enter.
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(args.onStateChange).toHaveBeenLastCalledWith('expanded');
    canvas.getByRole('button', { name: 'Collapse sidebar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
  },
};

export const WithCounters: Story = {
  args: { activeId: 'inbox' },
  play: async ({ canvas }) => {
    // 12 shows as 9+, the exact count is in the name.
    const inbox = canvas.getByRole('link', { name: 'Inbox 12 unread' });
    await expect(within(inbox).getByText('9+')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Support 2 unread' })).toBeVisible();

    // Pointer then keyboard on the counted entries.
    await userEvent.click(canvas.getByRole('link', { name: 'Support 2 unread' }));
    await expect(canvas.getByRole('link', { name: 'Support 2 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(inbox).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(inbox).toHaveAttribute('aria-current', 'page');
  },
};

export const NestedChildren: Story = {
  args: { activeId: 'statements' },
  play: async ({ canvas }) => {
    const finance = canvas.getByRole('button', { name: 'Finance 3 unread' });
    await expect(finance).toHaveAttribute('aria-expanded', 'true');

    // Pointer: fold the group and unfold it again.
    await userEvent.click(finance);
    await expect(finance).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.queryByRole('link', { name: 'Account Statements' }),
    ).not.toBeInTheDocument();

    // Keyboard: Enter unfolds it; Tab reaches the first child; Enter follows it.
    await userEvent.keyboard('{Enter}');
    await expect(finance).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Payments 3 unread' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Payments 3 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ActionItem: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(onLogout).toHaveBeenCalledTimes(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ args, canvas }) => {
    // 390 px is below 950 px: the sidebar collapsed by itself.
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(args.onStateChange).toHaveBeenCalledWith('collapsed');

    // Pointer: a group widens the sidebar and unfolds; keyboard: collapse it back.
    await userEvent.click(canvas.getByRole('button', { name: 'Finance 3 unread' }));
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(canvas.getByRole('link', { name: 'Account Statements' })).toBeVisible();
    canvas.getByRole('button', { name: 'Collapse sidebar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
  },
};
