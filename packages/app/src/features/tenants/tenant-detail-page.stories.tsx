import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { tenantsEndpoint, tenantEndpoints, tenantSession } from './tenant-fixtures';
import { routes as tenantRoutes } from './routes';

const routes = storyRoutes({ shell: tenantRoutes.shell });

const meta = {
  title: 'Screens/Tenants/Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/tenants/1',
    routes,
    session: tenantSession(),
    api: { 'GET /api/tenants': tenantsEndpoint(3) },
  },
  // Each mount gets its own tenant calls, which remember what the story changed.
  render: ({ api, ...args }) => <StoryApp {...args} api={{ ...tenantEndpoints(), ...api }} />,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const heading = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('heading', { level: 1, name });

/** View mode: the fields, Edit and Delete. */
export const View: Story = {
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Lobby Tenant 1')).toBeVisible();
    await expect(canvas.getByText('Lobby Tenant 1', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** Edit mode from the list's link; Save sends the change and returns to view mode. */
export const Edited: Story = {
  args: { path: '/d/tenants/1?editMode=true' },
  play: async ({ canvas, canvasElement }) => {
    const form = await canvas.findByRole('form', { name: 'Tenant' });
    const name = within(form).getByLabelText('Name', { exact: false });
    await userEvent.clear(name);
    await userEvent.type(name, 'Rooftop Tenant');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Changes has been saved')).toBeVisible();
    await expect(await heading(canvas, 'Rooftop Tenant')).toBeVisible();
  },
};

/** Saving a blank name: the field says what is missing and nothing is sent. */
export const ValidationError: Story = {
  args: { path: '/d/tenants/new' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Add Tenant')).toBeVisible();
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
  args: { path: '/d/tenants/new' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Name', { exact: false }), 'New Tenant');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await body(canvasElement).findByText('Tenant has been added')).toBeVisible();
    await expect(await heading(canvas, 'Tenants')).toBeVisible();
  },
};

/** Delete asks first ('Hold On'), then returns to the list. */
export const Deleted: Story = {
  play: async ({ canvas, canvasElement }) => {
    await heading(canvas, 'Lobby Tenant 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await body(canvasElement).findByText('Tenant has been removed')).toBeVisible();
    await expect(await heading(canvas, 'Tenants')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/tenants/detail/1': 'never' } },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Tenant')).toBeVisible();
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.find((status) => status.dataset.slot === 'loading-state')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    path: '/d/tenants/7',
    api: { 'GET /api/tenants/detail/7': { status: 404, body: { error: 'Not found' } } },
  },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Tenant not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Tenants' })).toHaveAttribute(
      'href',
      '/d/tenants',
    );
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  args: { path: '/d/tenants/new' },
  play: async ({ canvas }) => {
    await expect(await heading(canvas, 'Tambah Penyewa')).toBeVisible();
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
    await expect(await heading(canvas, 'Lobby Tenant 1')).toBeVisible();
  },
};
