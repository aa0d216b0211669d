import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { complainsEndpoint, complaintEndpoints, complaintSession } from './complaint-fixtures';
import { routes as complaintRoutes } from './routes';

const routes = storyRoutes({ shell: complaintRoutes.shell });

const meta = {
  title: 'Screens/Complains/Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/complains/1',
    routes,
    session: complaintSession(),
    api: { 'GET /api/complains': complainsEndpoint(3) },
  },
  // Each mount gets its own complaint calls, which remember what the story changed.
  render: ({ api, ...args }) => <StoryApp {...args} api={{ ...complaintEndpoints(), ...api }} />,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { level: 1, name });

/** View mode: the fields, Edit and Delete. */
export const View: Story = {
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Lobby Complaint 1')).toBeVisible();
    await expect(canvas.getByText('Lobby Complaint 1', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** Edit mode from the list's link; Save sends the change and returns to view mode. */
export const Edited: Story = {
  args: { path: '/d/complains/1?editMode=true' },
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole('form', { name: 'Complaint' });
    const name = within(form).getByLabelText('Name', { exact: false });
    await userEvent.clear(name);
    await userEvent.type(name, 'Rooftop Complaint');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes has been saved')).toBeVisible();
    await expect(await heading(canvas, 'Rooftop Complaint')).toBeVisible();
  },
};

/** Saving a blank name: the field says what is missing and nothing is sent. */
export const ValidationError: Story = {
  args: { path: '/d/complains/new' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Add Complaint')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please complete this field')).toBeVisible();
    await expect(canvas.getByLabelText('Name', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Adding one returns to the list with the confirmation. */
export const Added: Story = {
  args: { path: '/d/complains/new' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Name', { exact: false }), 'New Complaint');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Complaint has been added')).toBeVisible();
    await expect(await heading(canvas, 'Complains')).toBeVisible();
  },
};

/** Delete asks first ('Hold On'), then returns to the list. */
export const Deleted: Story = {
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 'Lobby Complaint 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await body(canvasElement).findByText('Complaint has been removed')).toBeVisible();
    await expect(await heading(canvas, 'Complains')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/complains/detail/1': 'never' } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Complaint')).toBeVisible();
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.find((status) => status.dataset.slot === 'loading-state')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    path: '/d/complains/7',
    api: { 'GET /api/complains/detail/7': { status: 404, body: { error: 'Not found' } } },
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Complaint not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Complains' })).toHaveAttribute(
      'href',
      '/d/complains',
    );
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  args: { path: '/d/complains/new' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Tambah Aduan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Nama', { exact: false })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Lobby Complaint 1')).toBeVisible();
  },
};
