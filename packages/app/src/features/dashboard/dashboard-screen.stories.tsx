import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptyDashboard, ownerDashboard, staffDashboard } from './dashboard-fixtures';
import { DashboardScreen } from './dashboard-screen';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    view: 'staff',
    propertyName: 'Residensi Seri Jaya',
    pendingPayments: 4,
    load: { status: 'ready', data: staffDashboard },
    onRetry: fn(),
    onAnnouncementClose: fn(),
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['staff', 'owner', 'tenant'] },
    load: { control: 'object' },
  },
  // The charts' canvas draws with whatever font is loaded; load Inter first.
  loaders: [async () => ({ font: await document.fonts.load("12px 'Inter Variable'") })],
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/d/dashboard']}>
        {/* The shell's main area pads every screen; the screen alone gets the same. */}
        <div className="p-4 md:p-6">
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Brings each doughnut chart near the viewport and waits until chart.js has drawn it (the charts
 * load chart.js only then), then scrolls back: the image snapshot never catches a placeholder.
 */
async function chartsDrawn(canvasElement: HTMLElement) {
  const view = canvasElement.ownerDocument.defaultView!;
  const { scrollX, scrollY } = view;
  const areas = canvasElement.querySelectorAll<HTMLElement>('[data-slot="doughnut-chart-canvas"]');
  for (const area of areas) {
    area.scrollIntoView({ block: 'center', behavior: 'instant' });
    await waitFor(() => expect(area).toHaveAttribute('data-state', 'drawn'), { timeout: 5000 });
  }
  view.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
}

export const Staff: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Residensi Seri Jaya')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Total Units\s*128/ })).toHaveAttribute(
      'href',
      '/d/units',
    );
    await expect(canvas.getByRole('link', { name: /Total Owners\s*214/ })).toHaveAttribute(
      'href',
      '/d/owners',
    );
    await expect(canvas.getByRole('link', { name: /Total Admins\s*9/ })).toHaveAttribute(
      'href',
      '/d/admins',
    );
    await expect(
      canvas.getByRole('link', { name: /Total Outstanding\s*RM 48,210\.50/ }),
    ).toHaveAttribute('href', '/d/account-statements');
    await expect(
      canvas.getByRole('link', { name: /Collections This Month\s*RM 15,320\.00/ }),
    ).toHaveAttribute('href', '/d/account-statements');
    await expect(canvas.getByRole('link', { name: /Pending Payment/ })).toHaveAttribute(
      'href',
      '/d/payments',
    );
    const activities = canvas.getByRole('region', { name: 'Recent Activities' });
    await expect(within(activities).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('figure', { name: 'Platforms' })).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Paid Percentage' })).toBeVisible();
    await chartsDrawn(canvasElement);
  },
};

export const StaffPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Total Units/ })).toBeVisible();
    await chartsDrawn(canvasElement);
  },
};

export const StaffMalay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Papan Pemuka' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Jumlah Unit\s*128/ })).toBeVisible();
    await chartsDrawn(canvasElement);
  },
};

export const StaffNothingYet: Story = {
  args: { pendingPayments: 0, load: { status: 'ready', data: emptyDashboard } },
  play: async ({ canvas }) => {
    // No activities: the timeline is left out; the charts say there is nothing to draw.
    await expect(canvas.queryByRole('region', { name: 'Recent Activities' })).toBeNull();
    const platforms = canvas.getByRole('figure', { name: 'Platforms' });
    await expect(within(platforms).getByText('No Data')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Pending Payment/ })).not.toHaveTextContent(/\d/);
  },
};

export const ManyPendingPayments: Story = {
  args: { pendingPayments: 23 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Pending Payment/ })).toHaveTextContent('9+');
    await chartsDrawn(canvasElement);
  },
};

export const Owner: Story = {
  args: { view: 'owner', pendingPayments: 1, load: { status: 'ready', data: ownerDashboard } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total Outstanding').parentElement).toHaveTextContent(
      'RM 350.75',
    );
    await expect(canvas.getByText('Total Visitors').parentElement).toHaveTextContent('12');
    const card = canvas.getByRole('region', { name: 'Announcements' });
    await expect(
      within(card).getByRole('heading', { name: 'Lift maintenance on Saturday' }),
    ).toBeVisible();
    // The owner's view has no staff summary and no charts.
    await expect(canvas.queryByRole('link', { name: /Total Units/ })).toBeNull();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

export const OwnerPhone: Story = {
  ...Owner,
  globals: { viewport: { value: 'phone' } },
};

export const OwnerMalay: Story = {
  args: Owner.args,
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Pengumuman' })).toBeVisible();
  },
};

/** A verified tenant: the unit's visitors and announcements, none of its money (spec 002 §1). */
export const Tenant: Story = {
  args: { view: 'tenant', pendingPayments: 0, load: { status: 'ready', data: ownerDashboard } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total Visitors').parentElement).toHaveTextContent('12');
    await expect(canvas.queryByText('Total Outstanding')).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Pending Payment/ })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Announcements' })).toBeVisible();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

export const OwnerNoAnnouncements: Story = {
  args: {
    view: 'owner',
    load: { status: 'ready', data: { ...ownerDashboard, announcements: [] } },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Announcements' });
    await expect(within(card).getByText('No announcements yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { load: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Failed: Story = {
  args: {
    load: { status: 'error', message: 'This is taking too long. Please check your connection' },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The dashboard could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const AnnouncementOfTheDay: Story = {
  args: {
    announcement: {
      id: 9,
      title: 'Fire drill on Friday',
      msg: 'The alarm will sound at 10 am.\nPlease gather at the car park.',
    },
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Fire drill on Friday' });
    await expect(dialog).toHaveTextContent('The alarm will sound at 10 am.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(args.onAnnouncementClose).toHaveBeenCalledTimes(1);
    await chartsDrawn(canvasElement);
  },
};
