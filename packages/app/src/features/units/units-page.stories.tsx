import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as unitRoutes } from './routes';
import { unitsEndpoint, unitsSession } from './unit-fixtures';

const routes = storyRoutes({ shell: unitRoutes.shell });

const meta = {
  title: 'Screens/Units/List',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/units',
    routes,
    session: unitsSession('admin'),
    api: { 'GET /api/units': unitsEndpoint(320) },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = async (canvas: ReturnType<typeof within>, name = 'Units') =>
  canvas.findByRole('table', { name });
const firstRowNumber = (grid: HTMLElement) =>
  within(within(grid).getAllByRole('row')[1]!).getAllByRole('cell')[0];

/** An admin on page 1 of 16: 20 rows numbered from 1, delete on every row, upload and add. */
export const ManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Units Management' }),
    ).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(firstRowNumber(grid)).toHaveTextContent('1');
    await expect(canvas.getByText('1 / 16')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload Units' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/d/units/new');
    await expect(within(grid).getByRole('button', { name: 'Remove unit A-01-01' })).toBeVisible();
  },
};

/** Page 2 from the URL (a reload or a link): the numbers continue at 21. */
export const SecondPage: Story = {
  args: { path: '/d/units?page=2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(firstRowNumber(grid)).toHaveTextContent('21'));
    await expect(canvas.getByText('2 / 16')).toBeVisible();
  },
};

/** Enter searches and returns to page 1. */
export const Searched: Story = {
  args: { path: '/d/units?page=3' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(firstRowNumber(grid)).toHaveTextContent('41'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'B-02{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(firstRowNumber(grid)).toHaveTextContent('1');
    await expect(within(grid).getAllByRole('row')).toHaveLength(9);
  },
};

export const OnePage: Story = {
  args: { api: { 'GET /api/units': unitsEndpoint(12) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(13));
    await expect(canvas.getByText('1 / 1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** No units: 'No Data' with the add button. */
export const Empty: Story = {
  args: { api: { 'GET /api/units': unitsEndpoint(0) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'Add' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/units': 'never' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: {
    api: { 'GET /api/units': { status: 500, body: { message: 'The database is not answering' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Delete asks first: 'Hold On'. */
export const DeleteConfirmation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Remove unit A-01-01' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(dialog).toHaveTextContent('Remove unit A-01-01? This cannot be undone.');
  },
};

/** The super user's property filter, first option 'All CSA'. */
export const SuperUser: Story = {
  args: { session: unitsSession('super') },
  play: async ({ canvas }) => {
    const filter = await canvas.findByRole('combobox', { name: 'Property' });
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(4));
    await expect(within(filter).getAllByRole('option')[0]).toHaveTextContent('All CSA');
  },
};

/** A manager (Admin and Manager may do everything on units). */
export const Manager: Story = {
  args: { session: unitsSession('manager') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Upload Units' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Property' })).not.toBeInTheDocument();
  },
};

/** A role with View only (the shared fixture's guard-like grants): no add, upload or delete. */
export const ViewOnly: Story = {
  args: {
    session: (() => {
      const session = unitsSession('guard');
      const policies = [{ resource: 'Units', name: 'View', active: true }];
      return { ...session, user: { ...session.user, policies } };
    })(),
  },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(canvas.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Upload Units' })).not.toBeInTheDocument();
    await expect(
      within(grid).queryByRole('columnheader', { name: 'Action' }),
    ).not.toBeInTheDocument();
  },
};

/** Owners are sent to the dashboard (spec 001 §6). */
export const OwnerRedirected: Story = {
  args: { session: unitsSession('owner') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pengurusan Unit' }),
    ).toBeVisible();
    const grid = await table(canvas, 'Unit');
    await expect(await within(grid).findByRole('columnheader', { name: 'No. Unit' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
  },
};

function xlsxFile(): File {
  return new File([new Uint8Array([80, 75, 3, 4])], 'units.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

async function chooseImportFile(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Upload Units' }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Upload Units' });
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
  await userEvent.upload(input, xlsxFile());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  return dialog;
}

/** The import at 100 % while the server works: 'Processing..'. */
export const ImportProcessing: Story = {
  args: {
    api: { 'GET /api/units': unitsEndpoint(320), 'POST /api/units/import': 'never' },
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseImportFile(canvasElement);
    await expect(await within(dialog).findByText('Processing..')).toBeVisible();
  },
};

/** The server refused some rows: each is listed and nothing was imported. */
export const ImportRowErrors: Story = {
  args: {
    api: {
      'GET /api/units': unitsEndpoint(320),
      'POST /api/units/import': {
        status: 400,
        body: {
          error:
            'Nothing was imported. Row 3: Unit A-01-01 already exists; Row 4: Owner nobody is not an owner of this property',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseImportFile(canvasElement);
    await expect(await within(dialog).findByText('Nothing was imported.')).toBeVisible();
    await expect(within(dialog).getByText(/Unit A-01-01 already exists/)).toBeVisible();
    await expect(
      within(dialog).getByText(/Owner nobody is not an owner of this property/),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('link', { name: 'Download the units template' }),
    ).toBeVisible();
  },
};

/** A good import: the toast counts the rows. */
export const ImportSucceeded: Story = {
  args: {
    api: {
      'GET /api/units': unitsEndpoint(320),
      'POST /api/units/import': { body: { doc: 'units.xlsx', total: 12 } },
    },
  },
  play: async ({ canvasElement }) => {
    await chooseImportFile(canvasElement);
    await expect(
      await body(canvasElement).findByText('12 were successfuly imported'),
    ).toBeVisible();
  },
};
