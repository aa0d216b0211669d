import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
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
    const expected = [
      'Dashboard',
      'Units',
      'Visitors',
      'Announcements',
      'Inbox 12 unread',
      'Report',
      'House Rules',
      'Properties',
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
    await expect(await canvas.findByRole('link', { name: 'Error Log 4 unread' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Support 27 unread' })).toBeVisible();
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

export const PhoneCollapsed: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-state', 'collapsed');
    await expect(within(nav).getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
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
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bahasa Melayu' }));
    await expect(await canvas.findByRole('link', { name: 'Papan Pemuka' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bahasa Melayu' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Back to English, so the choice kept in local storage does not follow other stories.
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Bahasa Melayu' }));
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
