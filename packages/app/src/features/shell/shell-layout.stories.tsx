import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { PlaceholderScreen, storyRoutes } from '../../testing/story-routes';

const routes = storyRoutes({});

const meta = {
  title: 'Screens/Shell',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/d/dashboard', routes, session: signedIn('admin') },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Admin: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    // Gathered into sections: Property, Community, Management, Account.
    const expected = [
      'Dashboard',
      'Units',
      'Visitors',
      'Properties',
      'Announcements',
      'Inbox 12 unread',
      'House Rules',
      'Report',
      'Notification',
      'Support',
      'Logout',
    ];
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(expected.length);
    for (const [index, name] of expected.entries()) {
      await expect(links[index]).toHaveAccessibleName(name);
    }
    await expect(within(nav).getByText('9+')).toBeVisible();
    for (const section of ['Property', 'Community', 'Management', 'Account']) {
      await expect(within(nav).getByText(section)).toBeVisible();
    }
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const DiningMenuShownAsOthers: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Services' }));
    await expect(canvas.getByRole('link', { name: 'Others' })).toHaveAttribute('href', '/d/pos');
    await expect(canvas.queryByRole('link', { name: 'Dining Menu' })).not.toBeInTheDocument();
  },
};

export const Manager: Story = {
  args: { session: signedIn('manager') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Audit' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Setting' })).toBeVisible();
  },
};

export const ProviderStaffWithCounters: Story = {
  args: { session: signedIn('super') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Error Log 4 errors' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Support 27 reports' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Check In' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Api Request Log' })).toBeVisible();
  },
};

export const Owner: Story = {
  args: { session: signedIn('owner') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Property Unit' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Properties' })).not.toBeInTheDocument();
  },
};

export const Guard: Story = {
  args: { session: signedIn('guard') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Check In' })).toHaveAttribute(
      'href',
      '/d/check-in',
    );
  },
};

/** The super user's whole menu fits 1280×800: Logout is on screen without scrolling. */
export const SuperUserMenuFitsTheScreen: Story = {
  args: { session: signedIn('super') },
  play: async ({ canvas, canvasElement }) => {
    const logout = await canvas.findByRole('link', { name: 'Logout' });
    const bottom = logout.getBoundingClientRect().bottom;
    await expect(bottom).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientHeight,
    );
  },
};

export const PhoneMenuClosed: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const PhoneDrawerOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(within(drawer).getByText('Residensi Seri Melati')).toBeVisible();
    await expect(drawer.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  },
};

export const PhoneDrawerClosesOnEscape: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const button = await canvas.findByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull();
    await expect(button).toHaveFocus();
  },
};

export const PhoneDrawerClosesOnNavigation: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    const drawer = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Units' }));
    // The drawer closes after the navigation renders: a loaded machine checked it a moment early.
    await waitFor(() =>
      expect(page(canvasElement).queryByRole('dialog', { name: 'Menu' })).toBeNull(),
    );
  },
};

export const CollapsedRail: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Collapse sidebar' }));
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(
      canvasElement.ownerDocument.defaultView?.localStorage.getItem('strata.sidebar'),
    ).toBe('collapsed');
    // Widen it again, so the width kept in local storage does not follow other stories.
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
  },
};

export const HeaderMenu: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Aisyah Rahman/ }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/d/profile',
    );
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

// The menu's code loads when its trigger is reached (ADR 0004): focus, then Enter, opens it with
// the focus on the trigger that replaced the stand-in, or on the stand-in still.
export const HeaderMenuFromTheKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    (await canvas.findByRole('button', { name: /Aisyah Rahman/ })).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
  },
};

export const HeaderMenuPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Aisyah Rahman, Admin/ }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Utama' });
    await expect(within(nav).getByRole('link', { name: 'Papan Pemuka' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Log Keluar' })).toBeVisible();
  },
};

export const SwitchToMalay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Aisyah Rahman/ }));
    await userEvent.click(
      await page(canvasElement).findByRole('menuitemradio', { name: 'Bahasa Melayu' }),
    );
    await expect(await canvas.findByRole('link', { name: 'Papan Pemuka' })).toBeVisible();
    // Back to English, so the choice kept in local storage does not follow other stories.
    await userEvent.click(canvas.getByRole('button', { name: /Aisyah Rahman/ }));
    await userEvent.click(
      await page(canvasElement).findByRole('menuitemradio', { name: 'English' }),
    );
    await expect(await canvas.findByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

export const RightClickMenu: Story = {
  play: async ({ canvas, canvasElement }) => {
    fireEvent.contextMenu(await canvas.findByRole('heading', { name: 'Dashboard' }));
    const menu = await page(canvasElement).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['App Info', 'Get it on Google Play', 'Download on the App Store', 'Logout']);
  },
};

export const AppInfo: Story = {
  play: async ({ canvas, canvasElement }) => {
    fireEvent.contextMenu(await canvas.findByRole('heading', { name: 'Dashboard' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'App Info' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'App Info' });
    await expect(dialog).toHaveTextContent('Strata');
  },
};

export const LogoutOpensTheLogoutRoute: Story = {
  args: {
    routes: storyRoutes({
      shell: [
        {
          path: 'logout',
          element: <PlaceholderScreen title="Logout" />,
        },
      ],
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    fireEvent.contextMenu(await canvas.findByRole('heading', { name: 'Dashboard' }));
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Logout' }));
    // /d/logout asks 'Hold On!' (the session feature's logout stories).
    await expect(await canvas.findByRole('heading', { name: 'Logout' })).toBeVisible();
  },
};
