import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scriptedRealtime, WithRealtime, type ScriptedRealtime } from '../../testing/fake-realtime';
import { StartChatContext } from '../../lib/presence';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as userRoutes } from './routes';
import { DETAIL_OWNER, OWNER_UNITS, usersEndpoint, usersSession } from './user-fixtures';

const routes = storyRoutes({ shell: userRoutes.shell });

const meta = {
  title: 'Screens/Users/List',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/owners',
    routes,
    session: usersSession('admin'),
    api: { 'GET /api/users': usersEndpoint(45) },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = async (canvas: ReturnType<typeof within>, name = 'Owners') =>
  canvas.findByRole('table', { name });
const firstRow = (grid: HTMLElement) =>
  within(within(grid).getAllByRole('row')[1]!).getAllByRole('cell');

/** Owners, page 1 of 3: #, Name, Unit No, Phone, Role, the pill, and delete; import and add. */
export const ManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Owners Management' }),
    ).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Name', 'Unit No', 'Phone', 'Role', 'Status', 'Action']);
    await expect(firstRow(grid)[0]).toHaveTextContent('1');
    await expect(firstRow(grid)[2]).toHaveTextContent('A-01-01');
    await expect(within(grid).getAllByText('Inactive')).toHaveLength(4);
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import Excel' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add' })).toHaveAttribute(
      'href',
      '/d/owners/new',
    );
    await expect(within(grid).getByRole('link', { name: 'Tan Mei Ling' })).toHaveAttribute(
      'href',
      '/d/owners/100',
    );
  },
};

/** The last page from the URL: numbers continue at 41. */
export const LastPage: Story = {
  args: { path: '/d/owners?page=3' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(firstRow(grid)[0]).toHaveTextContent('41'));
    await expect(within(grid).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('3 / 3')).toBeVisible();
  },
};

/** Enter searches and returns to page 1. */
export const Searched: Story = {
  args: { path: '/d/owners?page=2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(firstRow(grid)[0]).toHaveTextContent('21'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'priya{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(firstRow(grid)[0]).toHaveTextContent('1');
    await expect(within(grid).getAllByRole('row')).toHaveLength(8);
  },
};

/** No owners: 'No Data' with the add button. */
export const Empty: Story = {
  args: { api: { 'GET /api/users': usersEndpoint(0) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(within(grid).getByRole('link', { name: 'Add' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/users': 'never' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: {
    api: { 'GET /api/users': { status: 500, body: { message: 'The database is not answering' } } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Delete asks first: 'Hold On'; confirming removes the owner: 'Owner has been removed'. */
export const DeleteOwner: Story = {
  args: {
    api: {
      'GET /api/users': usersEndpoint(45),
      'DELETE /api/users/100': { body: { message: 'Owner has been removed' } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas);
    await userEvent.click(await within(grid).findByRole('button', { name: 'Remove Tan Mei Ling' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(dialog).toHaveTextContent('Remove Tan Mei Ling? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await body(canvasElement).findByText('Owner has been removed')).toBeVisible();
  },
};

/** Admins: Username instead of Unit No; import; the signed-in admin cannot delete themselves. */
export const Admins: Story = {
  args: { path: '/d/admins' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Admins Management' }),
    ).toBeVisible();
    const grid = await table(canvas, 'Admins');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(13));
    await expect(within(grid).getByRole('columnheader', { name: 'Username' })).toBeVisible();
    await expect(firstRow(grid)[1]).toHaveTextContent('Aisyah Rahman');
    await expect(within(firstRow(grid)[6]!).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(grid).getByRole('button', { name: 'Remove Ahmad Faizal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import Excel' })).toBeVisible();
  },
};

/** A guard has no View on Owners: the guard sends them to the dashboard. */
export const GuardRedirected: Story = {
  args: { session: usersSession('guard') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

/** View only (a role with View on Owners and nothing else): no add, import or delete. */
export const ViewOnly: Story = {
  args: {
    session: (() => {
      const session = usersSession('manager');
      const policies = [{ resource: 'Owners', name: 'View', active: true }];
      return { ...session, user: { ...session.user, policies } };
    })(),
  },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(canvas.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Import Excel' })).not.toBeInTheDocument();
    await expect(within(grid).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  },
};

/** The super user imports into a property they choose. */
export const SuperUserImport: Story = {
  args: {
    session: usersSession('super'),
    api: {
      'GET /api/users': usersEndpoint(45),
      'GET /api/units': {
        body: {
          data: [],
          total: 0,
          properties: [
            { id: 1, name: 'Residensi Seri Melati' },
            { id: 2, name: 'Taman Bukit Indah' },
          ],
        },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Import Excel' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Import Owners' });
    const select = within(dialog).getByRole('combobox', { name: /Property/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
  },
};

/** Owners are sent to the dashboard (spec 001 §6). */
export const OwnerRedirected: Story = {
  args: { session: usersSession('owner') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

function xlsxFile(): File {
  return new File([new Uint8Array([80, 75, 3, 4])], 'owners.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

async function chooseImportFile(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Import Excel' }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Import Owners' });
  await expect(
    within(dialog).getByRole('link', { name: 'Download the owners template' }),
  ).toBeVisible();
  const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
  await userEvent.upload(input, xlsxFile());
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
  return dialog;
}

/** The import at 100 % while the server works: 'Processing..'. */
export const ImportProcessing: Story = {
  args: { api: { 'GET /api/users': usersEndpoint(45), 'POST /api/users/import': 'never' } },
  play: async ({ canvasElement }) => {
    const dialog = await chooseImportFile(canvasElement);
    await expect(await within(dialog).findByText('Processing..')).toBeVisible();
  },
};

/** A bad row: each refused row is listed and nothing was imported. */
export const ImportRowErrors: Story = {
  args: {
    api: {
      'GET /api/users': usersEndpoint(45),
      'POST /api/users/import': {
        status: 400,
        body: {
          error:
            'Nothing was imported. Row 3: Username has already been taken; Row 5: Unit Z-99 is not in this property',
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseImportFile(canvasElement);
    await expect(await within(dialog).findByText('Nothing was imported.')).toBeVisible();
    await expect(within(dialog).getByText(/Username has already been taken/)).toBeVisible();
    await expect(within(dialog).getByText(/Unit Z-99 is not in this property/)).toBeVisible();
  },
};

/** A good import: the toast counts the rows and the dialog closes. */
export const ImportSucceeded: Story = {
  args: {
    api: {
      'GET /api/users': usersEndpoint(45),
      'POST /api/users/import': { body: { doc: 'owners.xlsx', total: 8 } },
    },
  },
  play: async ({ canvasElement }) => {
    await chooseImportFile(canvasElement);
    await expect(await body(canvasElement).findByText('8 were successfuly imported')).toBeVisible();
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: 'Import Owners' })).toBeNull(),
    );
  },
};

/** Admins come in through the same dialog: the admins template, type 'admins', a bad role named. */
export const AdminsImportRowErrors: Story = {
  args: {
    path: '/d/admins',
    api: {
      'GET /api/users': usersEndpoint(45),
      'POST /api/users/import': ({ body: sent }) =>
        (sent as FormData).get('type') === 'admins'
          ? {
              status: 400,
              body: { error: 'Nothing was imported. Row 2: Chef is not a role of this property' },
            }
          : { status: 400, body: { error: 'Nothing was imported. Row 2: not an admins import' } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Import Excel' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Import Admins' });
    await expect(
      within(dialog).getByRole('link', { name: 'Download the admins template' }),
    ).toHaveAttribute('href', expect.stringContaining('/api/users/template?type=admins'));
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, xlsxFile());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(await within(dialog).findByText('Nothing was imported.')).toBeVisible();
    await expect(within(dialog).getByText(/Chef is not a role of this property/)).toBeVisible();
  },
};

/** Admins imported: the count, and the dialog closes. */
export const AdminsImportSucceeded: Story = {
  args: {
    path: '/d/admins',
    api: {
      'GET /api/users': usersEndpoint(45),
      'POST /api/users/import': ({ body: sent }) =>
        (sent as FormData).get('type') === 'admins'
          ? { body: { doc: 'admins.xlsx', total: 3 } }
          : { status: 400, body: { error: 'Nothing was imported. Row 2: not an admins import' } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Import Excel' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Import Admins' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, xlsxFile());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(await body(canvasElement).findByText('3 were successfuly imported')).toBeVisible();
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('dialog', { name: 'Import Admins' })).toBeNull(),
    );
  },
};

/** Malay: the admins import dialog. */
export const AdminsImportMalay: Story = {
  globals: { locale: 'ms' },
  args: { path: '/d/admins' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Import Excel' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Import Pentadbir' });
    await expect(
      within(dialog).getByRole('link', { name: 'Muat turun templat pentadbir' }),
    ).toBeVisible();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Pengurusan Pemilik' }),
    ).toBeVisible();
    const grid = await table(canvas, 'Pemilik');
    await expect(await within(grid).findByRole('columnheader', { name: 'Telefon' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import Excel' })).toBeVisible();
  },
};

/**
 * Provider staff see who is connected (the socket's `users`) beside each name, and open a chat
 * with an online user from the row (spec 000 §2).
 */
export const OnlineForProviderStaff: Story = {
  args: {
    session: usersSession('super'),
    api: {
      'GET /api/users': usersEndpoint(45),
      'GET /api/units': { body: { data: [], total: 0, properties: [] } },
    },
  },
  loaders: [
    async () => ({ realtime: scriptedRealtime([{ type: 'users', data: [100, 102, 107] }]) }),
  ],
  render: (args, { loaded }) => {
    const chats: string[] = [];
    return (
      <WithRealtime realtime={loaded.realtime as ScriptedRealtime}>
        <StartChatContext.Provider
          value={(peer) => {
            chats.push(peer.name);
            document.title = `Chat with ${chats.join(', ')}`;
          }}
        >
          <StoryApp {...args} />
        </StartChatContext.Provider>
      </WithRealtime>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas);
    await expect(
      await within(grid).findByRole('img', { name: 'Tan Mei Ling is online' }),
    ).toBeVisible();
    await expect(within(grid).getByRole('img', { name: 'Ahmad Faizal is offline' })).toBeVisible();
    await expect(
      within(grid).queryByRole('button', { name: 'Chat with Ahmad Faizal' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: 'Chat with Priya Nair' }));
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Chat with Priya Nair'));
  },
};

/** Staff who are not provider staff see who is online too (spec 000 §2), but start no chat. */
export const PresenceForAdmins: Story = {
  loaders: [async () => ({ realtime: scriptedRealtime([{ type: 'users', data: [100] }]) })],
  render: (args, { loaded }) => (
    <WithRealtime realtime={loaded.realtime as ScriptedRealtime}>
      <StartChatContext.Provider value={() => undefined}>
        <StoryApp {...args} />
      </StartChatContext.Provider>
    </WithRealtime>
  ),
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(
      await within(grid).findByRole('img', { name: 'Tan Mei Ling is online' }),
    ).toBeVisible();
    await expect(
      within(grid).queryByRole('img', { name: 'Ahmad Faizal is offline' }),
    ).not.toBeInTheDocument();
    await expect(
      within(grid).queryByRole('button', { name: /^Chat with/ }),
    ).not.toBeInTheDocument();
  },
};

/**
 * 'Assign owner to unit' from the owners list (spec 000 §2): the row's button opens the unit
 * autocomplete for that owner; Assign stays disabled until a unit is chosen.
 */
export const AssignOwnerToUnit: Story = {
  args: {
    api: {
      'GET /api/users': usersEndpoint(45),
      'GET /api/units': { body: { data: OWNER_UNITS, total: 2, properties: [] } },
      'POST /api/units/assign': { body: { data: [DETAIL_OWNER], total: 1 } },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas);
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'Assign Tan Mei Ling to a unit' }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Assign owner to unit',
    });
    await expect(dialog).toHaveTextContent('to assign Tan Mei Ling');
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    await expect(assign).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('combobox'), 'C-07');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /C-07-02/ }));
    await userEvent.click(assign);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
  },
};
