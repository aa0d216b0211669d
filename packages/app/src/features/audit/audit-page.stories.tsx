import type { ServerMessage } from '@strata/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scriptedRealtime, WithRealtime, type ScriptedRealtime } from '../../testing/fake-realtime';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { auditEndpoint } from './audit-fixtures';
import type { LiveActivity } from './audit-live';
import { routes as auditRoutes } from './routes';
import { FLASH_MS } from './audit-page';

const routes = storyRoutes({ shell: auditRoutes.shell });

const meta = {
  title: 'Screens/Audit',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/audit',
    routes,
    session: signedIn('manager'),
    api: { 'GET /api/audit': auditEndpoint(130) },
  },
  loaders: [async () => ({ realtime: scriptedRealtime() })],
  render: (args, { loaded }) => (
    <WithRealtime realtime={loaded.realtime as ScriptedRealtime}>
      <StoryApp {...args} />
    </WithRealtime>
  ),
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvas: ReturnType<typeof within>, name = 'Audit log') =>
  canvas.findByRole('table', { name });
const rowCells = (grid: HTMLElement, row: number) =>
  within(within(grid).getAllByRole('row')[row]!).getAllByRole('cell');

/** A new activity-log message from the server. */
const activity = (id: number, extra: Partial<LiveActivity> = {}): ServerMessage => ({
  type: 'activity-log',
  data: {
    id,
    username: 'admin',
    module: 'Visitors',
    action: 'check-out',
    created_at: '2026-11-22 11:30:00',
    ...extra,
  },
});

/**
 * Page 1 of 7: Username, Activity (the action word's hyphens as spaces, the record's kept; codes
 * as links), Date and Time.
 */
export const ManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    for (const name of ['Username', 'Activity', 'Date and Time'])
      await expect(within(grid).getByRole('columnheader', { name })).toBeVisible();
    await expect(rowCells(grid, 1)[2]).toHaveTextContent('Units add unit A-12-03');
    await expect(rowCells(grid, 2)[2]).toHaveTextContent('Units assign owner siti A-01-01');
    await expect(within(grid).getByRole('link', { name: 'TK-1004' })).toHaveAttribute(
      'href',
      '/d/support?search=TK-1004',
    );
    await expect(within(grid).getByRole('link', { name: 'BK-2006' })).toHaveAttribute(
      'href',
      '/d/pos?search=BK-2006',
    );
    await expect(canvas.getByText('1 / 7')).toBeVisible();
  },
};

/** Page 3 from the URL: numbers continue at 41. */
export const ThirdPage: Story = {
  args: { path: '/d/audit?page=3' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowCells(grid, 1)[0]).toHaveTextContent('41'));
    await expect(canvas.getByText('3 / 7')).toBeVisible();
  },
};

/** Enter searches and returns to page 1. */
export const Searched: Story = {
  args: { path: '/d/audit?page=2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowCells(grid, 1)[0]).toHaveTextContent('21'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'guard{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 2')).toBeVisible());
    await expect(rowCells(grid, 1)[1]).toHaveTextContent('guard');
  },
};

export const Empty: Story = {
  args: { api: { 'GET /api/audit': auditEndpoint(0) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/audit': 'never' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: {
    api: { 'GET /api/audit': { status: 500, body: { message: 'The database is not answering' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A new activity arrives on page 1: on top, flashing, the 20th row dropped, the total grown. */
export const LiveEntry: Story = {
  args: { api: { 'GET /api/audit': auditEndpoint(140) } },
  play: async ({ canvas, loaded }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(canvas.getByText('1 / 7')).toBeVisible();
    (loaded.realtime as ScriptedRealtime).serverSays(activity(500, { ticket: 'TK-9001' }));
    await waitFor(() => expect(rowCells(grid, 1)[2]).toHaveTextContent('Visitors check out'));
    await expect(within(grid).getAllByRole('row')).toHaveLength(21);
    await expect(within(grid).getAllByRole('row')[1]).toHaveAttribute('data-highlighted');
    await expect(within(grid).getByRole('link', { name: 'TK-9001' })).toBeVisible();
    await expect(rowCells(grid, 20)[2]).toHaveTextContent('Visitors check in');
    await expect(canvas.getByText('1 / 8')).toBeVisible();
    // The flash ends on its own (FLASH_MS); the image is of the list after it, whatever the
    // machine's speed.
    await waitFor(
      () => expect(within(grid).getAllByRole('row')[1]).not.toHaveAttribute('data-highlighted'),
      { timeout: FLASH_MS + 5000 },
    );
  },
};

/** On another page (or with a search) the list stays as it is. */
export const LiveEntryElsewhere: Story = {
  args: { path: '/d/audit?page=2' },
  play: async ({ canvas, loaded }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowCells(grid, 1)[0]).toHaveTextContent('21'));
    (loaded.realtime as ScriptedRealtime).serverSays(activity(501));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(grid).queryByText('Visitors check out')).not.toBeInTheDocument();
    await expect(canvas.getByText('2 / 7')).toBeVisible();
  },
};

/** An admin reads the same log (View on Audit). */
export const Admin: Story = {
  args: { session: signedIn('admin') },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
  },
};

/** An owner has no View on Audit: the guard sends them to the dashboard. */
export const OwnerRedirected: Story = {
  args: { session: signedIn('owner') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Audit' })).toBeVisible();
    const grid = await table(canvas, 'Log audit');
    await expect(within(grid).getByRole('columnheader', { name: 'Nama Pengguna' })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'Aktiviti' })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'Tarikh dan Masa' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
  },
};
