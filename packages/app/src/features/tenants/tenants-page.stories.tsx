import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { tenantsEndpoint, tenantEndpoints, tenantSession } from './tenant-fixtures';
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

/** Page 1 of 3: the columns, a row's edit link, Add. */
export const ManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tenants' })).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    for (const name of ['Name', 'Created At', 'Action'])
      await expect(within(grid).getByRole('columnheader', { name })).toBeVisible();
    await expect(rowCells(grid, 1)[1]).toHaveTextContent('Lobby Tenant 1');
    await expect(within(grid).getByRole('link', { name: 'Edit Lobby Tenant 1' })).toHaveAttribute(
      'href',
      '/d/tenants/1?editMode=true',
    );
    await expect(canvas.getByRole('link', { name: 'Add' })).toHaveAttribute(
      'href',
      '/d/tenants/new',
    );
    await expect(canvas.getByText('1 / 3')).toBeVisible();
  },
};

/** A search from page 3 returns to page 1 with what matches. */
export const Searched: Story = {
  args: { path: '/d/tenants?page=3' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(canvas.getByText('3 / 3')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'pool{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(rowCells(grid, 1)[1]).toHaveTextContent('Pool Tenant 3');
  },
};

export const Empty: Story = {
  args: { api: { 'GET /api/tenants': tenantsEndpoint(0) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'Add' })).toBeVisible();
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

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Penyewa' })).toBeVisible();
    const grid = await table(canvas, 'Penyewa');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(within(grid).getByRole('columnheader', { name: 'Dicipta Pada' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
  },
};
