import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { CheckInModal } from './check-in-modal';

const routes = storyRoutes({ shell: [{ path: 'check-in', element: <CheckInModal /> }] });

const meta = {
  title: 'Screens/Check In',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/check-in',
    routes,
    session: signedIn('guard'),
    api: {
      'GET /api/visitors/check-in/VIS-7F3K2': { body: { visitor: { name: 'Lee Chong Wei' } } },
      'GET /api/visitors/check-in/VIS-USED': {
        status: 400,
        body: { error: 'This visitor has already checked in' },
      },
    },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Check In' });
    await expect(within(dialog).getByLabelText(/QR Code/)).toHaveFocus();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Daftar Masuk' });
    await expect(within(dialog).getByLabelText(/Kod QR/)).toBeVisible();
  },
};

export const MissingCode: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Check In' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check In' }));
    await expect(within(dialog).getByLabelText(/QR Code/)).toHaveAccessibleDescription(
      'Please complete this field',
    );
  },
};

export const CheckedIn: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Check In' });
    await userEvent.type(within(dialog).getByLabelText(/QR Code/), 'VIS-7F3K2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check In' }));
    await expect(await body(canvasElement).findByRole('status')).toHaveTextContent(
      'Visitor has been checked in',
    );
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: 'Check In' })).toBeNull(),
    );
  },
};

export const AlreadyCheckedIn: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Check In' });
    await userEvent.type(within(dialog).getByLabelText(/QR Code/), 'VIS-USED');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check In' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/QR Code/)).toHaveAccessibleDescription(
        'This visitor has already checked in',
      ),
    );
  },
};

export const PhoneOpen: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Check In' }),
    ).toBeVisible();
  },
};
