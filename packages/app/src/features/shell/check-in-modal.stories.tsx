import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn, signedInWithout } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { visitorReply } from '../../testing/wire-fixtures';
import { storyRoutes } from '../../testing/story-routes';
import { CheckInRoute } from './check-in-request';

const VISITORS_OFF =
  'Visitors Service is not available. Please ask your property management to enable this service.';

// /d/check-in lands on the dashboard with the modal over it (the page stays behind).
const routes = storyRoutes({ shell: [{ path: 'check-in', element: <CheckInRoute /> }] });

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
      'GET /api/visitors/check-in/VIS-NONE': { status: 404, body: { error: 'Visitor not found' } },
      'GET /api/visitors/check-in/VIS-OLD': {
        status: 400,
        body: { error: 'This visitor pass has expired' },
      },
      // The property switched Visitors off after the guard signed in (spec 002 §2, 'Service gating').
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
      'Visitor has been checked in: Lee Chong Wei, unit A-12-03, vehicle WXY 1234',
    );
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: 'Check In' })).toBeNull(),
    );
    // The page behind stays: the guard is still on the dashboard, not a blank page.
    await expect(body(canvasElement).getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

export const CheckedInPhone: Story = {
  ...CheckedIn,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** The menu opens the modal over the page the guard is on; closing it leaves them there. */
export const OpenedFromTheMenu: Story = {
  args: { path: '/d/visitors' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Screen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Check In' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Check In' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: 'Check In' })).toBeNull(),
    );
    await expect(canvas.getByRole('heading', { name: 'Screen' })).toBeVisible();
  },
};

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Check In' });
    await userEvent.type(within(dialog).getByLabelText(/QR Code/), 'VIS-NONE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check In' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Visitor not found');
  },
};

export const NotFoundPhone: Story = {
  ...NotFound,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const Expired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Check In' });
    await userEvent.type(within(dialog).getByLabelText(/QR Code/), 'VIS-OLD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check In' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This visitor pass has expired',
    );
  },
};

export const ExpiredPhone: Story = {
  ...Expired,
  globals: { viewport: { value: 'phone', isRotated: false } },
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

export const AlreadyCheckedInPhone: Story = {
  ...AlreadyCheckedIn,
  globals: { viewport: { value: 'phone', isRotated: false } },
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
