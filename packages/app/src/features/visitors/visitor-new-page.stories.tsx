import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as visitorRoutes } from './routes';
import { visitorEndpoints, visitorFixture } from './visitor-fixtures';

const routes = storyRoutes({ shell: visitorRoutes.shell });
const added = visitorFixture(0, 'upcoming', { name: 'Hafiz Osman', qrcode: 'NEWPASS12345' });

/** What the form calls besides saving: the name autocomplete and the visitor's own calls. */
const endpoints = {
  'GET /api/visitors/autocomplete': {
    body: {
      data: [{ id: 9, name: 'Hafiz Osman', contact: '0191234567', vehicle_no: 'VBN 4321' }],
    },
  },
  ...visitorEndpoints(added),
};

const meta = {
  title: 'Screens/Visitors/New',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/visitors/new',
    routes,
    session: signedIn('owner'),
    api: {
      'POST /api/visitors/add': { body: added },
      ...endpoints,
    },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const field = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByLabelText(name, { exact: false });

/** An owner's blank form: no Unit, type Visit, starting today (the story clock: 2026-11-02). */
export const OwnerBlank: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Add Visitor' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Unit' })).not.toBeInTheDocument();
    await expect(field(canvas, 'Type')).toHaveValue('Visit');
    await expect(field(canvas, 'Start Date')).toHaveValue('2026-11-02');
    await expect(field(canvas, 'End Date')).toHaveValue('');
  },
};

/** Save with nothing typed: every required field says so. */
export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getAllByText('Please complete this field')).toHaveLength(3));
    await expect(canvas.getByRole('combobox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A start before today and an end before the start: the spec's two date rules. */
export const DateRules: Story = {
  play: async ({ canvas }) => {
    const start = await canvas.findByLabelText('Start Date', { exact: false });
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Start date cannot be before today')).toBeVisible();
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-05');
    const end = field(canvas, 'End Date');
    await userEvent.type(end, '2026-11-04');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('End date cannot be before start date')).toBeVisible();
  },
};

/** Over Night needs an end date: it defaults to the next day, and a cleared one is required. */
export const OverNight: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(
      await canvas.findByLabelText('Type', { exact: false }),
      'Over Night',
    );
    const end = field(canvas, 'End Date');
    await expect(end).toHaveValue('2026-11-03');
    await userEvent.clear(end);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(end).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** A name chosen from earlier visitors fills the phone and vehicle; Save adds and opens the pass. */
export const ChosenAndSaved: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Name' }), 'Hafiz');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /Hafiz Osman/ }));
    await expect(field(canvas, 'Phone')).toHaveValue('0191234567');
    await expect(field(canvas, 'Vehicle No')).toHaveValue('VBN 4321');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Visitor has been added')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Hafiz Osman' }),
    ).toBeVisible();
  },
};

/** A typed name (not from the list) is fine too. */
export const TypedName: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Name' }), 'Someone New');
    await userEvent.type(field(canvas, 'Phone'), '0123334444');
    await userEvent.type(field(canvas, 'Vehicle No'), 'JKL 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Visitor has been added')).toBeVisible();
  },
};

/** Staff choose the unit; without one, Save says so. */
export const StaffChoosesUnit: Story = {
  args: { session: signedIn('guard') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Unit' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please select the options')).toBeVisible();
  },
};

/** The server's refusal (here: the unit's property) opens the error modal. */
export const Refused: Story = {
  args: {
    api: {
      ...endpoints,
      'POST /api/visitors/add': {
        status: 400,
        body: { error: 'Start date cannot be before today' },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Name' }), 'Someone New');
    await userEvent.type(field(canvas, 'Phone'), '0123334444');
    await userEvent.type(field(canvas, 'Vehicle No'), 'JKL 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Start date cannot be before today');
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tambah Pelawat' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(canvas.getAllByText('Sila lengkapkan ruangan ini')).toHaveLength(3));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Name' })).toBeVisible();
  },
};
