import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { tenantsEndpoint, tenantEndpoints, tenantSession, tenantsOff } from './tenant-fixtures';
import { routes as tenantRoutes } from './routes';

const routes = storyRoutes({ shell: tenantRoutes.shell });

const meta = {
  title: 'Screens/Tenants/List',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/tenants',
    routes,
    session: tenantSession(),
    api: { 'GET /api/tenants': tenantsEndpoint(45), ...tenantEndpoints() },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvas: ReturnType<typeof within>, name = 'Tenants') =>
  canvas.findByRole('table', { name });
const rowCells = (grid: HTMLElement, row: number) =>
  within(within(grid).getAllByRole('row')[row]!).getAllByRole('cell');

/** Staff: page 1 of 3, the columns, the status filter; no Register button (owners register). */
export const ManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    for (const name of ['Name', 'Unit', 'Phone', 'Tenancy', 'Status'])
      await expect(within(grid).getByRole('columnheader', { name })).toBeVisible();
    await expect(rowCells(grid, 1)[1]).toHaveTextContent('Aina Tenant 1');
    await expect(rowCells(grid, 1)[5]).toHaveTextContent('Pending');
    await expect(rowCells(grid, 2)[5]).toHaveTextContent('Verified');
    await expect(canvas.queryByRole('link', { name: 'Register Tenant' })).toBeNull();
    await expect(canvas.getByText('1 / 3')).toBeVisible();
  },
};

/** Staff filter the pending tenants, the ones waiting for Verify. */
export const FilteredPending: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'pending');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(rowCells(grid, 2)[5]).toHaveTextContent('Pending');
  },
};

/** An owner sees their units' tenants and registers one. */
export const Owner: Story = {
  args: { session: tenantSession('owner') },
  play: async ({ canvas }) => {
    await table(canvas);
    await expect(await canvas.findByRole('link', { name: 'Register Tenant' })).toHaveAttribute(
      'href',
      '/d/tenants/new',
    );
  },
};

/** A search from page 3 returns to page 1 with what matches. */
export const Searched: Story = {
  args: { path: '/d/tenants?page=3' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(canvas.getByText('3 / 3')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'mei ling{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(rowCells(grid, 1)[1]).toHaveTextContent('Mei Ling Tenant 3');
  },
};

export const Empty: Story = {
  args: { session: tenantSession('owner'), api: { 'GET /api/tenants': tenantsEndpoint(0) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'Register Tenant' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/tenants': 'never' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: {
    api: {
      'GET /api/tenants': { status: 500, body: { message: 'The database is not answering' } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
  },
};

/** A property without the Tenants service: the spec's message instead of the list. */
export const ServiceOff: Story = {
  args: { session: tenantsOff() },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Tenants Service is not available. Please ask your property management to enable this service.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Penyewa' })).toBeVisible();
    const grid = await table(canvas, 'Penyewa');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(within(grid).getByRole('columnheader', { name: 'Tempoh Sewa' })).toBeVisible();
    await expect(rowCells(grid, 1)[5]).toHaveTextContent('Menunggu Pengesahan');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
  },
};
