import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn, signedInWithout } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { visitorReply } from '../../testing/wire-fixtures';
import { storyRoutes } from '../../testing/story-routes';
import { CheckInModal } from './check-in-modal';

const VISITORS_OFF =
  'Visitors Service is not available. Please ask your property management to enable this service.';

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
      'GET /api/visitors/check-in/VIS-7F3K2': {
        body: {
          visitor: visitorReply({
            name: 'Lee Chong Wei',
            status: 'Checked In',
            checked_in_at: '2026-11-02 09:15:00',
          }),
        },
      },
      'GET /api/visitors/check-in/VIS-USED': {
        status: 400,
        body: { error: 'This visitor has already checked in' },
      },
      // The property switched Visitors off after the guard signed in (spec 002 §2, issue 9).
      'GET /api/visitors/check-in/VIS-OFF': { status: 400, body: { error: VISITORS_OFF } },
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

export const VisitorsServiceOff: Story = {
  args: { session: signedInWithout('guard', 'Visitors') },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Check In' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(VISITORS_OFF);
    await expect(within(dialog).queryByLabelText(/QR Code/)).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const VisitorsServiceOffMalay: Story = {
  args: { session: signedInWithout('guard', 'Visitors') },
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Daftar Masuk' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Perkhidmatan Pelawat tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.',
    );
  },
};

export const VisitorsServiceOffPhone: Story = {
  args: { session: signedInWithout('guard', 'Visitors') },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Check In' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(VISITORS_OFF);
  },
};

export const VisitorsSwitchedOffSinceSignIn: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Check In' });
    await userEvent.type(within(dialog).getByLabelText(/QR Code/), 'VIS-OFF');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check In' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/QR Code/)).toHaveAccessibleDescription(VISITORS_OFF),
    );
    // Still signed in: the modal and the shell stay; no sign-in form.
    await expect(
      body(canvasElement).getByRole('navigation', { name: 'Main', hidden: true }),
    ).toBeInTheDocument();
    await expect(
      body(canvasElement).queryByRole('heading', { name: 'Sign in', hidden: true }),
    ).toBeNull();
  },
};

export const VisitorsSwitchedOffSinceSignInMalay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Daftar Masuk' });
    await userEvent.type(within(dialog).getByLabelText(/Kod QR/), 'VIS-OFF');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Daftar Masuk' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Kod QR/)).toHaveAccessibleDescription(
        'Perkhidmatan Pelawat tidak tersedia. Sila minta pengurusan hartanah anda mengaktifkan perkhidmatan ini.',
      ),
    );
  },
};
