import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signedIn, signedInWithout } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as visitorRoutes } from './routes';
import { visitorEndpoints, visitorFixture } from './visitor-fixtures';

const routes = storyRoutes({ shell: visitorRoutes.shell });
const upcoming = visitorFixture(0);
const inside = visitorFixture(1);
const overNight = visitorFixture(6, 'past', { type: 'Over Night', end_date: '2026-10-08' });

const meta = {
  title: 'Screens/Visitors/Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: `/d/visitors/${upcoming.qrcode}`,
    routes,
    session: signedIn('admin'),
    api: visitorEndpoints(upcoming),
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** An admin and a visitor not yet in: the QR code, the fields, Check In (no Check Out). */
export const AdminChecksIn: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Aminah Yusof' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Visitor pass QR code' })).toBeVisible();
    await expect(canvas.getByText('A-12-03')).toBeVisible();
    const pass = canvas.getByRole('link', { name: 'Open Pass' });
    await expect(pass).toHaveAttribute('href', `/visitors/${upcoming.qrcode}`);
    await expect(pass).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('button', { name: 'Check Out' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Re-Register' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Check In' }));
    await expect(await body(canvasElement).findByText('Visitor has been checked-in')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Check Out' })).toBeVisible();
    await expect(canvas.getByText('2026-11-02 09:30')).toBeVisible();
  },
};

/** A guard and a visitor inside: Check Out, then neither action. */
export const GuardChecksOut: Story = {
  args: {
    path: `/d/visitors/${inside.qrcode}`,
    session: signedIn('guard'),
    api: visitorEndpoints(inside),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kumar Raj' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Check In' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Check Out' }));
    await expect(
      await body(canvasElement).findByText('Visitor has been checked-out'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Check Out' })).not.toBeInTheDocument();
  },
};

/** The server refuses a check-in (not due yet): its message in the error modal. */
export const CheckInRefused: Story = {
  args: {
    api: {
      ...visitorEndpoints(upcoming),
      [`GET /api/visitors/check-in/${upcoming.qrcode}`]: {
        status: 400,
        body: { error: 'This pass is valid from 2026-11-03' },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Check In' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('This pass is valid from 2026-11-03');
  },
};

/** An owner: Re-Register (no check in or out) opens a new registration copied from this one. */
export const OwnerReRegisters: Story = {
  args: {
    path: `/d/visitors/${overNight.qrcode}`,
    session: signedIn('owner'),
    api: visitorEndpoints(overNight),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Re-Register' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Check In' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Re-Register' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Add Visitor' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Name' })).toHaveValue(overNight.name);
    await expect(canvas.getByLabelText('Start Date', { exact: false })).toHaveValue('2026-11-02');
    await expect(canvas.getByLabelText('End Date', { exact: false })).toHaveValue('2026-11-03');
  },
};

export const Loading: Story = {
  args: { api: { [`GET /api/visitors/detail/${upcoming.qrcode}`]: 'never' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toBeInTheDocument();
  },
};

/** A pass that does not exist or is in another property (the server answers 404 for both). */
export const NotFound: Story = {
  args: {
    api: {
      [`GET /api/visitors/detail/${upcoming.qrcode}`]: {
        status: 404,
        body: { error: 'Visitor not found' },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Visitor not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Visitors' })).toHaveAttribute(
      'href',
      '/d/visitors',
    );
  },
};

/** Visitors switched off: the service message instead of the pass. */
export const ServiceOff: Story = {
  args: { session: signedInWithout('admin', 'Visitors') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Visitors Service is not available. Please ask your property management to enable this service.',
      ),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('img', { name: 'Visitor pass QR code' }),
    ).not.toBeInTheDocument();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Daftar Masuk' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Kod QR pas pelawat' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Visitor pass QR code' })).toBeVisible();
  },
};
