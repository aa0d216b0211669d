import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn, signedInWithout } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { announcementsEndpoint } from './announcement-fixtures';
import { routes as announcementRoutes } from './routes';

const routes = storyRoutes({ shell: announcementRoutes.shell });

const meta = {
  title: 'Screens/Announcements/List',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/announcements',
    routes,
    session: signedIn('admin'),
    api: { 'GET /api/announcements': announcementsEndpoint(45) },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvas: ReturnType<typeof within>, name = 'Announcements') =>
  canvas.findByRole('table', { name });
const cells = (grid: HTMLElement, row: number) =>
  within(within(grid).getAllByRole('row')[row]!).getAllByRole('cell');

/** An admin on page 1 of 3: number, date, title, created by, read count and view; Add. */
export const ManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Announcements' }),
    ).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    const first = cells(grid, 1);
    await expect(first[0]).toHaveTextContent('1');
    await expect(first[1]).toHaveTextContent('2026-11-20');
    await expect(first[2]).toHaveTextContent('Water interruption on Saturday');
    await expect(first[3]).toHaveTextContent('Aisyah Rahman');
    await expect(first[4]).toHaveTextContent('0');
    await expect(
      within(grid).getByRole('link', { name: 'View Water interruption on Saturday' }),
    ).toHaveAttribute('href', '/d/announcements/500');
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Add' })[0]).toHaveAttribute(
      'href',
      '/d/announcements/new',
    );
  },
};

/** Page 3 from the URL: the numbers continue at 41. */
export const LastPage: Story = {
  args: { path: '/d/announcements?page=3' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(6));
    await expect(cells(grid, 1)[0]).toHaveTextContent('41');
    await expect(canvas.getByText('3 / 3')).toBeVisible();
  },
};

/** Enter searches and returns to page 1. */
export const Searched: Story = {
  args: { path: '/d/announcements?page=2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(cells(grid, 1)[0]).toHaveTextContent('21'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'Lift{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(within(grid).getAllByRole('row')).toHaveLength(10);
    await expect(cells(grid, 1)[2]).toHaveTextContent('Lift maintenance at Block B');
  },
};

/** None sent yet: 'No Data' with Add. */
export const Empty: Story = {
  args: { api: { 'GET /api/announcements': announcementsEndpoint(0) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'Add' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/announcements': 'never' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: {
    api: {
      'GET /api/announcements': { status: 500, body: { message: 'The database is not answering' } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An owner reads the list only: no view button (the detail is for admins) and no Add. */
export const Owner: Story = {
  args: { session: signedIn('owner') },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(
      within(grid).queryByRole('columnheader', { name: 'Action' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  },
};

/** A super user sees every property's announcements and may add. */
export const SuperUser: Story = {
  args: { session: signedIn('super') },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(canvas.getByRole('link', { name: 'Add' })).toBeVisible();
  },
};

/** The property switched Announcements off: the spec's message, no list and no Add. */
export const ServiceOff: Story = {
  args: { session: signedInWithout('admin', 'Announcements') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Announcements' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Announcements Service is not available. Please ask your property management to enable this service.',
    );
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  },
};

/** The menu entry leads here (never a silent redirect). */
export const FromTheMenu: Story = {
  args: { path: '/d/dashboard' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Announcements' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Announcements' }),
    ).toBeVisible();
    await expect(await table(canvas)).toBeVisible();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pengumuman' }),
    ).toBeVisible();
    const grid = await table(canvas, 'Pengumuman');
    await expect(await within(grid).findByRole('columnheader', { name: 'Tajuk' })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'Dibaca' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
  },
};
