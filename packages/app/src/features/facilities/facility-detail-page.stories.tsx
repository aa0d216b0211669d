import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { signedInWithout } from '../../testing/session-fixtures';
import { ownerUnits } from '../../testing/wire-fixtures';
import {
  FACILITY_PICTURE,
  facilitiesEndpoint,
  facilityEndpoints,
  facilityFixture,
  facilityOwnerSession,
  facilitySession,
  weekFixture,
} from './facility-fixtures';
import { routes as facilityRoutes } from './routes';

const routes = storyRoutes({ shell: facilityRoutes.shell });

const meta = {
  title: 'Screens/Facilities/Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/facilities/1',
    routes,
    session: facilitySession(),
    api: { 'GET /api/facilities': facilitiesEndpoint(3) },
  },
  // Each mount gets its own facility calls, which remember what the story changed.
  render: ({ api, ...args }) => <StoryApp {...args} api={{ ...facilityEndpoints(), ...api }} />,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { level: 1, name });

const week = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('table', { name: 'Slots of BBQ Pit' });

/** Staff view: the fields, Edit and Delete, and the week: free, taken, pending and past slots. */
export const View: Story = {
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'BBQ Pit')).toBeVisible();
    await expect(canvas.getByText('BBQ Pit', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('RM 50.00', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
    const slots = await week(canvas);
    await expect(within(slots).getAllByRole('row')).toHaveLength(7);
    await expect(within(slots).getByRole('img', { name: 'Wed 4 Nov 18:00: taken' })).toBeVisible();
    await expect(
      within(slots).getByRole('img', { name: 'Thu 5 Nov 12:00: awaiting approval' }),
    ).toBeVisible();
    await expect(within(slots).getByRole('img', { name: 'Mon 2 Nov 10:00: past' })).toBeVisible();
    // Staff do not book from the week: free slots are plain cells.
    await expect(within(slots).getByRole('img', { name: 'Sat 7 Nov 18:00: free' })).toBeVisible();
  },
};

/** An owner's week: free slots are buttons; theirs cancels; Book opens the fee and the 24-hour rule. */
export const OwnerWeek: Story = {
  args: {
    session: facilityOwnerSession(),
    api: {
      'POST /api/facilities/book': {
        body: {
          data: {
            id: 8,
            facility_id: 1,
            facility: 'BBQ Pit',
            unit_id: 10,
            unit_no: 'A-12-03',
            booked_by: 'Tan Mei Ling',
            starts_at: '2026-11-07 18:00',
            ends_at: '2026-11-07 20:00',
            status: 'Confirmed',
            fee: 50,
            own: true,
            created_at: '2026-11-02 09:30:00',
          },
          message: 'Facility has been booked',
        },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await heading(canvas, 'BBQ Pit')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    const slots = await week(canvas);
    await expect(
      within(slots).getByRole('button', { name: 'Your booking Fri 6 Nov 20:00: cancel' }),
    ).toBeVisible();
    await userEvent.click(within(slots).getByRole('button', { name: 'Book Sat 7 Nov 18:00' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Book BBQ Pit' });
    await expect(dialog).toHaveTextContent('Fee: RM 50.00');
    await expect(dialog).toHaveTextContent('a later cancellation keeps the fee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await expect(await body(canvasElement).findByText('Facility has been booked')).toBeVisible();
  },
};

/** The booking modal with the server's refusal: the unit is at its weekly limit. */
export const WeeklyLimit: Story = {
  args: {
    session: facilityOwnerSession(),
    api: {
      'POST /api/facilities/book': {
        status: 400,
        body: {
          error:
            'This unit already holds 2 bookings of this facility in that week, the most allowed.',
        },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const slots = await week(canvas);
    await userEvent.click(within(slots).getByRole('button', { name: 'Book Sat 7 Nov 10:00' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Book BBQ Pit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This unit already holds 2 bookings of this facility in that week, the most allowed.',
    );
  },
};

/** The owner's own slot asks before cancelling, saying this booking's fee comes back (4 days ahead). */
export const CancelOwn: Story = {
  args: { session: facilityOwnerSession() },
  play: async ({ canvas, canvasElement }) => {
    const slots = await week(canvas);
    await userEvent.click(
      within(slots).getByRole('button', { name: 'Your booking Fri 6 Nov 20:00: cancel' }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(dialog).toHaveTextContent(
      'It starts 24 hours or more from now, so the fee of RM 50.00 is returned',
    );
  },
};

/** Next week asks the server for the following Monday's week; focus stays on the button. */
export const NextWeek: Story = {
  args: {
    session: facilityOwnerSession(),
    api: {
      'GET /api/facilities/week/1': ({ url }: { url: string }) => ({
        body: {
          data: url.includes('from=2026-11-09')
            ? weekFixture({ from: '2026-11-09', taken: [] })
            : weekFixture(),
        },
      }),
    },
  },
  play: async ({ canvas }) => {
    await week(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(await canvas.findByRole('heading', { name: 'Week of Mon 9 Nov' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book Mon 9 Nov 10:00' })).toBeVisible();
    // The grid stayed while the week loaded: the keyboard user is still on Next week.
    await expect(canvas.getByRole('button', { name: 'Next week' })).toHaveFocus();
  },
};

/** Spec 002 §2: Facilities off on the property; the detail says so. */
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
  },
};

/** Edit mode from the list's link; Save sends the change and returns to view mode. */
export const Edited: Story = {
  args: { path: '/d/facilities/1?editMode=true' },
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole('form', { name: 'Facility' });
    const name = within(form).getByLabelText('Name', { exact: false });
    await userEvent.clear(name);
    await userEvent.type(name, 'Rooftop BBQ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes has been saved')).toBeVisible();
    await expect(await heading(canvas, 'Rooftop BBQ')).toBeVisible();
  },
};

/** Saving a blank name and capacity: the fields say what is missing and nothing is sent. */
export const ValidationError: Story = {
  args: { path: '/d/facilities/new' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Add Facility')).toBeVisible();
    await expect(canvas.getByLabelText('Opens at', { exact: false })).toHaveValue('08:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getAllByText('Please complete this field')).toHaveLength(2));
    for (const label of ['Name', 'Capacity'])
      await expect(canvas.getByLabelText(label, { exact: false })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    // Save sits below the fold with the picture field: the form is shown from its top.
    window.scrollTo(0, 0);
  },
};

/** The server's refusal of hours that hold no slot shows in the error modal. */
export const HoursRefused: Story = {
  args: {
    path: '/d/facilities/new',
    api: {
      'POST /api/facilities/add': {
        status: 400,
        body: {
          error: 'closes: Closing time must leave room for at least one slot after opening time',
        },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Name', { exact: false }), 'Short Hall');
    await userEvent.type(canvas.getByLabelText('Capacity', { exact: false }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await body(canvasElement).findByText(
        'closes: Closing time must leave room for at least one slot after opening time',
      ),
    ).toBeVisible();
    window.scrollTo(0, 0);
  },
};

/** Adding one returns to the list with the confirmation. */
export const Added: Story = {
  args: { path: '/d/facilities/new' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Name', { exact: false }), 'New Facility');
    await userEvent.type(canvas.getByLabelText('Capacity', { exact: false }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Facility has been added')).toBeVisible();
    await expect(await heading(canvas, 'Facilities')).toBeVisible();
  },
};

/** Delete asks first ('Hold On'), then returns to the list. */
export const Deleted: Story = {
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 'BBQ Pit');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await body(canvasElement).findByText('Facility has been removed')).toBeVisible();
    await expect(await heading(canvas, 'Facilities')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/facilities/detail/1': 'never' } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Facility')).toBeVisible();
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.find((status) => status.dataset.slot === 'loading-state')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    path: '/d/facilities/7',
    api: { 'GET /api/facilities/detail/7': { status: 404, body: { error: 'Not found' } } },
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Facility not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Facilities' })).toHaveAttribute(
      'href',
      '/d/facilities',
    );
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  args: { path: '/d/facilities/new' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Tambah Kemudahan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Nama', { exact: false })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    window.scrollTo(0, 0);
  },
};

/** Malay: an owner's week, its day names and a slot's label. */
export const MalayWeek: Story = {
  globals: { locale: 'ms' },
  args: { session: facilityOwnerSession() },
  play: async ({ canvas }) => {
    const slots = await canvas.findByRole('table', { name: 'Slot BBQ Pit' });
    await expect(
      within(slots).getByRole('button', { name: 'Tempah Sab 7 Nov 18:00' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Minggu depan' })).toBeVisible();
  },
};

/** A phone (390 px): the week scrolls within the screen; its buttons stay operable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { session: facilityOwnerSession() },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'BBQ Pit')).toBeVisible();
    const slots = await week(canvas);
    await expect(within(slots).getByRole('button', { name: 'Book Sat 7 Nov 18:00' })).toBeVisible();
  },
};

/** The BBQ pit with its picture, as its detail and week answer it. */
const pictured = {
  'GET /api/facilities/detail/1': {
    body: { data: facilityFixture(0, { picture: FACILITY_PICTURE }) },
  },
  'GET /api/facilities/week/1': {
    body: { data: weekFixture({ facility: facilityFixture(0, { picture: FACILITY_PICTURE }) }) },
  },
};

/** An owner's booking view of a facility with a picture: the picture above its fields and week. */
export const Pictured: Story = {
  args: { session: facilityOwnerSession(), api: pictured },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'BBQ Pit')).toBeVisible();
    const picture = await canvas.findByRole('img', { name: 'BBQ Pit' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(await week(canvas)).toBeVisible();
  },
};

/** Malay: the owner's booking view with the picture. */
export const PicturedMalay: Story = {
  globals: { locale: 'ms' },
  args: { session: facilityOwnerSession(), api: pictured },
  play: async ({ canvas }) => {
    const picture = await canvas.findByRole('img', { name: 'BBQ Pit' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(await canvas.findByRole('table', { name: 'Slot BBQ Pit' })).toBeVisible();
  },
};

/** A phone (390 px): the picture fits the screen's width above the fields. */
export const PicturedPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { session: facilityOwnerSession(), api: pictured },
  play: async ({ canvas }) => {
    const picture = await canvas.findByRole('img', { name: 'BBQ Pit' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(picture.getBoundingClientRect().width).toBeLessThanOrEqual(390);
  },
};

/** Staff edit: a picture chosen uploads at once, shows with Remove picture, and Save keeps it. */
export const PictureUploaded: Story = {
  args: { path: '/d/facilities/1?editMode=true' },
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole('form', { name: 'Facility' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'bbq.png', { type: 'image/png' }),
    );
    await expect(await within(form).findByRole('button', { name: 'Remove picture' })).toBeVisible();
    const picture = within(form).getByRole('img', { name: 'BBQ Pit' });
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes has been saved')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'BBQ Pit' })).toBeVisible();
    // Save sat at the bottom of the form: the saved view is shown from its top.
    window.scrollTo(0, 0);
  },
};

/** An owner of two units books: the dialog asks which unit, and books for the one chosen. */
export const SeveralUnits: Story = {
  args: {
    session: facilityOwnerSession(),
    api: {
      ...ownerUnits(true),
      'POST /api/facilities/book': ({ body: sent }: { body?: unknown }) => {
        const { unit_id } = JSON.parse(String(sent)) as { unit_id?: number };
        return unit_id === 11
          ? {
              body: {
                data: {
                  id: 8,
                  facility_id: 1,
                  facility: 'BBQ Pit',
                  unit_id: 11,
                  unit_no: 'B-03-01',
                  booked_by: 'Tan Mei Ling',
                  starts_at: '2026-11-07 18:00',
                  ends_at: '2026-11-07 20:00',
                  status: 'Confirmed',
                  fee: 50,
                  own: true,
                  created_at: '2026-11-02 09:30:00',
                },
                message: 'Facility has been booked',
              },
            }
          : { status: 400, body: { error: 'Choose the unit the booking is for' } };
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const slots = await week(canvas);
    await userEvent.click(within(slots).getByRole('button', { name: 'Book Sat 7 Nov 18:00' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Book BBQ Pit' });
    const unit = await within(dialog).findByRole('combobox', { name: /Unit/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await expect(await within(dialog).findByText('Please select the options')).toBeVisible();
    await userEvent.selectOptions(unit, 'B-03-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    await expect(await body(canvasElement).findByText('Facility has been booked')).toBeVisible();
  },
};

/** Malay: the booking dialog of an owner of two units asks which unit. */
export const SeveralUnitsMalay: Story = {
  globals: { locale: 'ms' },
  args: { session: facilityOwnerSession(), api: ownerUnits(true) },
  play: async ({ canvas, canvasElement }) => {
    const slots = await canvas.findByRole('table', { name: 'Slot BBQ Pit' });
    await userEvent.click(within(slots).getByRole('button', { name: 'Tempah Sab 7 Nov 18:00' }));
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(await within(dialog).findByRole('combobox', { name: /Unit/ })).toBeVisible();
    await expect(within(dialog).getByRole('option', { name: 'B-03-01' })).toBeInTheDocument();
  },
};

/** A phone (390 px): the unit choice in the booking dialog. */
export const SeveralUnitsPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { session: facilityOwnerSession(), api: ownerUnits(true) },
  play: async ({ canvas, canvasElement }) => {
    const slots = await week(canvas);
    await userEvent.click(within(slots).getByRole('button', { name: 'Book Sat 7 Nov 18:00' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Book BBQ Pit' });
    await expect(await within(dialog).findByRole('combobox', { name: /Unit/ })).toBeVisible();
    // The slot pressed scrolled the week into view: the dialog is shown over the page's top.
    window.scrollTo(0, 0);
  },
};
