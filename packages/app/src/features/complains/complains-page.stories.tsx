import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { complainsEndpoint, complaintEndpoints, complaintSession } from './complaint-fixtures';
import { routes as complaintRoutes } from './routes';

const routes = storyRoutes({ shell: complaintRoutes.shell });

const meta = {
  title: 'Screens/Complains/List',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/complains',
    routes,
    session: complaintSession('manager'),
    api: { 'GET /api/complains': complainsEndpoint(45), ...complaintEndpoints() },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvas: ReturnType<typeof within>, name = 'Complains') =>
  canvas.findByRole('table', { name });
const rowCells = (grid: HTMLElement, row: number) =>
  within(within(grid).getAllByRole('row')[row]!).getAllByRole('cell');

/** Staff, page 1 of 3: the columns, how long each has been open, the filters, New Complaint. */
export const Staff: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Complains' })).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    for (const name of ['Title', 'Category', 'Location', 'Status', 'Assigned To', 'Open For'])
      await expect(within(grid).getByRole('columnheader', { name })).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'Leaking pipe 1' })).toHaveAttribute(
      'href',
      '/d/complains/1',
    );
    // Filed 2026-10-30 10:00, open until the stories' 2026-11-02 09:30: two whole days.
    await expect(rowCells(grid, 1)[6]).toHaveTextContent('2 days');
    // Resolved three days after it was filed: the clock stopped then.
    await expect(rowCells(grid, 3)[6]).toHaveTextContent('3 days');
    await expect(rowCells(grid, 2)[3]).toHaveTextContent('Lobby B');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Assigned To' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New Complaint' })).toHaveAttribute(
      'href',
      '/d/complains/new',
    );
    await expect(canvas.getByText('1 / 3')).toBeVisible();
  },
};

/** Filtering by status and category keeps both in the URL and shows only what matches. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Resolved');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Category' }),
      'Maintenance',
    );
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    const statuses = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[4]!.textContent);
    // A cell also holds its card label (hidden on a desktop): the status ends it.
    await expect(statuses.every((status) => status?.endsWith('Resolved'))).toBe(true);
  },
};

/** Opened with the filters in the URL (back, reload): the same filtered list. */
export const FilteredByUrl: Story = {
  args: { path: '/d/complains?status=Closed&assignee_id=2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(10));
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('Closed');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Assigned To' })).toHaveValue('2'),
    );
  },
};

/** Filters that match nothing offer to clear them, and clearing brings the list back. */
export const FilteredToNothing: Story = {
  args: { path: '/d/complains?status=Open&assignee_id=999' },
  play: async ({ canvas }) => {
    const clear = await canvas.findByRole('button', { name: 'Clear filters' });
    await userEvent.click(clear);
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  },
};

/** An owner: their own complaints, New Complaint, no assignee filter. */
export const Owner: Story = {
  args: { session: complaintSession('owner'), api: { 'GET /api/complains': complainsEndpoint(4) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5));
    await expect(canvas.queryByRole('combobox', { name: 'Assigned To' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'New Complaint' })).toBeVisible();
  },
};

/** A search from page 3 returns to page 1 with what matches. */
export const Searched: Story = {
  args: { path: '/d/complains?page=3' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(canvas.getByText('3 / 3')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'lift{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(rowCells(grid, 1)[1]).toHaveTextContent('Broken lift 3');
  },
};

/** Nothing filed yet: No Data and New Complaint in the table; the filters stay. */
export const Empty: Story = {
  args: { api: { ...complaintEndpoints(), 'GET /api/complains': complainsEndpoint(0) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'New Complaint' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Assigned To' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { ...complaintEndpoints(), 'GET /api/complains': 'never' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: {
    api: {
      ...complaintEndpoints(),
      'GET /api/complains': { status: 500, body: { message: 'The database is not answering' } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
  },
};

/** A property without the Complains service: the heading and the service message (no list). */
export const ServiceOff: Story = {
  args: { session: complaintSession('manager', 'Complains') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Complains Service is not available. Please ask your property management to enable this service.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Complains' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'New Complaint' })).not.toBeInTheDocument();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Aduan' })).toBeVisible();
    const grid = await table(canvas, 'Aduan');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(within(grid).getByRole('columnheader', { name: 'Kategori' })).toBeVisible();
    await expect(rowCells(grid, 1)[6]).toHaveTextContent('2 hari');
  },
};

/** A phone: each complaint is a card, its title on top. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(within(grid).getByRole('link', { name: 'Leaking pipe 1' })).toBeVisible();
  },
};
