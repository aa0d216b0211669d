import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedInWithout } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import {
  bookingFixture,
  bookingsEndpoint,
  facilitiesEndpoint,
  facilityEndpoints,
  facilityGuardSession,
  facilityOwnerSession,
  facilitySession,
} from './facility-fixtures';
import { routes as facilityRoutes } from './routes';

const routes = storyRoutes({ shell: facilityRoutes.shell });

const pending = [
  bookingFixture(0, {
    id: 11,
    facility_id: 2,
    facility: 'Function Hall',
    status: 'Pending',
    fee: 200,
    starts_at: '2026-11-07 10:00',
    ends_at: '2026-11-07 14:00',
  }),
  bookingFixture(1),
  bookingFixture(2, { status: 'Cancelled' }),
  bookingFixture(3, { status: 'Rejected', facility: 'Function Hall', fee: 200 }),
];

const meta = {
  title: 'Screens/Facilities/List',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/facilities',
    routes,
    session: facilitySession(),
    api: {
      'GET /api/facilities': facilitiesEndpoint(45),
      'GET /api/facilities/bookings': bookingsEndpoint(pending),
      'POST /api/facilities/bookings/approve': {
        body: {
          data: { ...pending[0]!, status: 'Confirmed' },
          message: 'Booking has been approved',
        },
      },
      ...facilityEndpoints(),
    },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = async (canvas: ReturnType<typeof within>, name = 'Facilities') =>
  canvas.findByRole('table', { name });
const rowCells = (grid: HTMLElement, row: number) =>
  within(within(grid).getAllByRole('row')[row]!).getAllByRole('cell');

/** Staff: page 1 of 3, the columns, a row's edit link, Add. */
export const ManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Facilities' }),
    ).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    for (const name of ['Name', 'Opening hours', 'Slot length', 'Fee', 'Needs approval', 'Action'])
      await expect(within(grid).getByRole('columnheader', { name })).toBeVisible();
    await expect(rowCells(grid, 1)[1]).toHaveTextContent('BBQ Pit');
    await expect(rowCells(grid, 1)[2]).toHaveTextContent('10:00 - 22:00');
    await expect(rowCells(grid, 1)[4]).toHaveTextContent('RM 50.00');
    await expect(within(grid).getByRole('link', { name: 'Edit BBQ Pit' })).toHaveAttribute(
      'href',
      '/d/facilities/1?editMode=true',
    );
    await expect(canvas.getByRole('link', { name: 'Add' })).toHaveAttribute(
      'href',
      '/d/facilities/new',
    );
    await expect(canvas.getByText('1 / 3')).toBeVisible();
  },
};

/** A search from page 3 returns to page 1 with what matches. */
export const Searched: Story = {
  args: { path: '/d/facilities?page=3' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(canvas.getByText('3 / 3')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'tennis{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(rowCells(grid, 1)[1]).toHaveTextContent('Tennis Court');
  },
};

/** An owner: the facilities to open and book, no Add, no edit; their own bookings tab. */
export const Owner: Story = {
  args: { session: facilityOwnerSession() },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(within(grid).queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Add' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'My bookings' })).toBeVisible();
  },
};

/** An owner's bookings: their own, a live one with Cancel booking. */
export const OwnerBookings: Story = {
  args: {
    session: facilityOwnerSession(),
    path: '/d/facilities?tab=bookings',
    api: {
      'GET /api/facilities/bookings': bookingsEndpoint([
        bookingFixture(0, { own: true }),
        bookingFixture(1, { own: true, status: 'Cancelled' }),
      ]),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas, 'My bookings');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    await expect(within(grid).queryByRole('columnheader', { name: 'Unit' })).toBeNull();
    await userEvent.click(
      within(grid).getByRole('button', { name: 'Cancel booking BBQ Pit 2026-11-03 18:00' }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(dialog).toHaveTextContent('is returned to your unit');
  },
};

/** Staff review: a pending booking with Approve and Reject; approving asks, then confirms. */
export const StaffBookings: Story = {
  args: { path: '/d/facilities?tab=bookings' },
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas, 'Bookings');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Facility' })).toBeVisible();
    await expect(rowCells(grid, 1)[5]).toHaveTextContent('Pending');
    await expect(
      within(grid).getByRole('button', {
        name: 'Reject Function Hall 2026-11-07 10:00, unit A-01-01',
      }),
    ).toBeVisible();
    await userEvent.click(
      within(grid).getByRole('button', {
        name: 'Approve Function Hall 2026-11-07 10:00, unit A-01-01',
      }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Approve booking' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(await body(canvasElement).findByText('Booking has been approved')).toBeVisible();
  },
};

/** A guard: today's bookings, read-only (no actions, no filters). */
export const GuardToday: Story = {
  args: {
    session: facilityGuardSession(),
    path: '/d/facilities?tab=bookings',
    api: {
      'GET /api/facilities/bookings': bookingsEndpoint([
        bookingFixture(0, { starts_at: '2026-11-02 18:00', ends_at: '2026-11-02 20:00' }),
      ]),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: "Today's bookings" })).toBeVisible();
    const grid = await table(canvas, 'Bookings');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
    await expect(within(grid).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Add' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { api: { 'GET /api/facilities': facilitiesEndpoint(0) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'Add' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/facilities': 'never' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: {
    api: {
      'GET /api/facilities': { status: 500, body: { message: 'The database is not answering' } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
  },
};

/** Spec 002 §2: the property has Facilities off; the page says so instead of the list. */
export const ServiceOff: Story = {
  args: {
    session: {
      ...signedInWithout('admin', 'Facilities'),
      user: {
        ...signedInWithout('admin', 'Facilities').user,
        policies: facilitySession().user.policies,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Facilities Service is not available. Please ask your property management to enable this service.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Facilities' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kemudahan' })).toBeVisible();
    const grid = await table(canvas, 'Kemudahan');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(within(grid).getByRole('columnheader', { name: 'Waktu operasi' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Tempahan' })).toBeVisible();
  },
};

/** Malay, staff bookings: the statuses and actions translated. */
export const MalayBookings: Story = {
  globals: { locale: 'ms' },
  args: { path: '/d/facilities?tab=bookings' },
  play: async ({ canvas }) => {
    const grid = await table(canvas, 'Tempahan');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    await expect(rowCells(grid, 1)[5]).toHaveTextContent('Menunggu Kelulusan');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
  },
};

/** Staff bookings on a phone: each booking a card with Approve and Reject at its foot. */
export const PhoneBookings: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { path: '/d/facilities?tab=bookings' },
  play: async ({ canvas }) => {
    const grid = await table(canvas, 'Bookings');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
  },
};
