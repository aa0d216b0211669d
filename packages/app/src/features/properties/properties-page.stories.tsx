import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { propertiesEndpoint, propertyEndpoints } from './property-fixtures';
import { routes as propertyRoutes } from './routes';

const routes = storyRoutes({ shell: propertyRoutes.shell });

const meta = {
  title: 'Screens/Properties/List',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/properties',
    routes,
    session: signedIn('super'),
    api: { 'GET /api/properties': propertiesEndpoint(45), ...propertyEndpoints() },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvas: ReturnType<typeof within>, name = 'Properties') =>
  canvas.findByRole('table', { name });
const rowCells = (grid: HTMLElement, row: number) =>
  within(within(grid).getAllByRole('row')[row]!).getAllByRole('cell');

/** The super user's 'Properties Management', page 1 of 3, Active and Inactive pills, add. */
export const ManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Properties Management' }),
    ).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    for (const name of ['Name', 'Total Units', 'City', 'Created At', 'Status', 'Action'])
      await expect(within(grid).getByRole('columnheader', { name })).toBeVisible();
    await expect(rowCells(grid, 1)[2]).toHaveTextContent('120');
    await expect(rowCells(grid, 5)[5]).toHaveTextContent('Inactive');
    await expect(rowCells(grid, 1)[5]).toHaveTextContent('Active');
    await expect(
      within(grid).getByRole('link', { name: 'Edit Residensi Seri Melati' }),
    ).toHaveAttribute('href', '/d/properties/1?editMode=true');
    await expect(canvas.getByRole('link', { name: 'Add' })).toHaveAttribute(
      'href',
      '/d/properties/new',
    );
    await expect(canvas.getByText('1 / 3')).toBeVisible();
  },
};

export const Searched: Story = {
  args: { path: '/d/properties?page=2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowCells(grid, 1)[0]).toHaveTextContent('21'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'laguna{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(rowCells(grid, 1)[0]).toHaveTextContent('1');
  },
};

export const Empty: Story = {
  args: { api: { 'GET /api/properties': propertiesEndpoint(0) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'Add' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/properties': 'never' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: {
    api: {
      'GET /api/properties': { status: 500, body: { message: 'The database is not answering' } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
  },
};

/** An admin going to Properties lands on their own property's detail (spec 001 §2). */
export const AdminLandsOnOwnProperty: Story = {
  args: { session: signedIn('admin') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Residensi Seri Melati' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Properties' })).not.toBeInTheDocument();
  },
};

/** An owner may not open properties: the guard sends them to the dashboard. */
export const OwnerRedirected: Story = {
  args: { session: signedIn('owner') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pengurusan Hartanah' }),
    ).toBeVisible();
    const grid = await table(canvas, 'Hartanah');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(within(grid).getAllByText('Tidak Aktif')[0]).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
  },
};
