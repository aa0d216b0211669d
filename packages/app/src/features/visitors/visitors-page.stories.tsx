import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn, signedInWithout } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as visitorRoutes } from './routes';
import { visitorEndpoints, visitorFixture, visitorsEndpoint } from './visitor-fixtures';

const routes = storyRoutes({ shell: visitorRoutes.shell });

const meta = {
  title: 'Screens/Visitors/List',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/visitors',
    routes,
    session: signedIn('admin'),
    api: { 'GET /api/visitors': visitorsEndpoint(45) },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = async (canvas: ReturnType<typeof within>, name = 'Visitors') =>
  canvas.findByRole('table', { name });
const rowCells = (grid: HTMLElement, row: number) =>
  within(within(grid).getAllByRole('row')[row]!).getAllByRole('cell');

/** An admin, page 1 of 3: the Unit column, the status pill, open-pass and view on each row. */
export const ManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Visitors' })).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    for (const name of [
      'Name',
      'Unit',
      'Date',
      'Contact',
      'Vehicle No',
      'Type',
      'Status',
      'Action',
    ])
      await expect(within(grid).getByRole('columnheader', { name })).toBeVisible();
    await expect(rowCells(grid, 1)[2]).toHaveTextContent('A-12-03');
    await expect(within(grid).getAllByText('Checked In')[0]).toBeVisible();
    const pass = within(grid).getAllByRole('link', { name: 'Open the pass of Aminah Yusof' })[0]!;
    await expect(pass).toHaveAttribute('target', '_blank');
    await expect(pass).toHaveAttribute('href', `/visitors/${visitorFixture(0).qrcode}`);
    await expect(
      within(grid).getAllByRole('link', { name: 'View Aminah Yusof' })[0],
    ).toHaveAttribute('href', `/d/visitors/${visitorFixture(0).qrcode}`);
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add' })).toHaveAttribute(
      'href',
      '/d/visitors/new',
    );
  },
};

/** Page 2, then Past: switching tabs returns to page 1 (spec 001 §2). */
export const PastTab: Story = {
  args: { path: '/d/visitors?page=2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowCells(grid, 1)[0]).toHaveTextContent('21'));
    await userEvent.click(canvas.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    const past = await table(canvas);
    await expect(rowCells(past, 1)[0]).toHaveTextContent('1');
    await expect(within(past).getAllByText('Checked Out')[0]).toBeVisible();
    await expect(within(past).getAllByText('Expired')[0]).toBeVisible();
  },
};

/** Enter searches and returns to page 1. */
export const Searched: Story = {
  args: { path: '/d/visitors?page=2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowCells(grid, 1)[0]).toHaveTextContent('21'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'grace{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(within(grid).getAllByRole('row')).toHaveLength(8);
  },
};

/** An owner: no Unit column (spec 001 §2), and Add. */
export const Owner: Story = {
  args: { session: signedIn('owner') },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(
      within(grid).queryByRole('columnheader', { name: 'Unit' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Add' })).toBeVisible();
    await expect(within(grid).queryByRole('button', { name: /Check out/ })).not.toBeInTheDocument();
  },
};

/** A guard checks a visitor out from the list: 'Visitor has been checked-out'. */
export const GuardChecksOut: Story = {
  args: {
    session: signedIn('guard'),
    api: { 'GET /api/visitors': visitorsEndpoint(45), ...visitorEndpoints(visitorFixture(1)) },
  },
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await userEvent.click(within(grid).getAllByRole('button', { name: 'Check out Kumar Raj' })[0]!);
    await expect(
      await body(canvasElement).findByText('Visitor has been checked-out'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { api: { 'GET /api/visitors': visitorsEndpoint(0) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'Add' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/visitors': 'never' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: {
    api: {
      'GET /api/visitors': { status: 500, body: { message: 'The database is not answering' } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A property without the Visitors service: the heading and the service message (no list). */
export const ServiceOff: Story = {
  args: { session: signedInWithout('admin', 'Visitors') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Visitors Service is not available. Please ask your property management to enable this service.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Visitors' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pelawat' })).toBeVisible();
    const grid = await table(canvas, 'Pelawat');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(canvas.getByRole('tab', { name: 'Akan Datang' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { session: signedIn('owner') },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
  },
};
