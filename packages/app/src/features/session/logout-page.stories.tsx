import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { PlaceholderScreen, storyRoutes } from '../../testing/story-routes';
import { LogoutPage } from './logout-page';

const routes = storyRoutes({
  shell: [{ path: 'logout', element: <LogoutPage /> }],
  public: [{ path: '/d/login', element: <PlaceholderScreen title="Sign in" /> }],
});

const meta = {
  title: 'Screens/Logout',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/logout',
    routes,
    session: signedIn('admin'),
    api: { 'POST /api/logout': { body: { message: 'You have been signed out' } } },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const AsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On!' });
    await expect(dialog).toHaveTextContent('Are you sure you want to logout?');
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Tunggu Sebentar!',
    });
    await expect(within(dialog).getByRole('button', { name: 'Log Keluar' })).toBeVisible();
  },
};

export const Confirmed: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
};
