import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signedIn } from '../../testing/session-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as supportRoutes } from './routes';
import { supportEndpoint, supportReportSent } from './support-fixtures';

const routes = storyRoutes({ shell: supportRoutes.shell });

const meta = {
  title: 'Screens/Support',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/support',
    routes,
    session: signedIn('admin'),
    api: {
      'GET /api/support': supportEndpoint(45),
      'POST /api/support/report': supportReportSent(),
      'GET /api/support/resolve/1': { body: { message: 'Report has been resolved' } },
    },
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = async (canvas: ReturnType<typeof within>, name = 'Bug reports') =>
  canvas.findByRole('table', { name });
const rows = (grid: HTMLElement) => within(grid).getAllByRole('row');

/** Any user: their reports with report, date, status and view; no name column. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(rows(grid)).toHaveLength(21));
    for (const name of ['Report', 'Date', 'Status', 'View']) {
      await expect(within(grid).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(
      within(grid).queryByRole('columnheader', { name: 'Name' }),
    ).not.toBeInTheDocument();
    await expect(within(grid).getAllByText('Pending').length).toBeGreaterThan(0);
    await expect(within(grid).getAllByText('Resolved').length).toBeGreaterThan(0);
    await expect(canvas.getByText('1 / 3')).toBeVisible();
  },
};

/** The super user also sees who reported. */
export const SuperUser: Story = {
  args: { session: signedIn('super') },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByRole('columnheader', { name: 'Name' })).toBeVisible();
    await expect((await within(grid).findAllByText('Aisyah Rahman'))[0]).toBeVisible();
  },
};

/** Page 3 of 3 from the URL: the numbers continue at 41. */
export const LastPage: Story = {
  args: { path: '/d/support?page=3' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rows(grid)).toHaveLength(6));
    await expect(within(rows(grid)[1]!).getAllByRole('cell')[0]).toHaveTextContent('41');
  },
};

export const Empty: Story = {
  args: { api: { 'GET /api/support': supportEndpoint(0) } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: { 'GET /api/support': 'never' } },
  play: async ({ canvas }) => {
    await expect(await table(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: {
    api: {
      'GET /api/support': { status: 500, body: { message: 'The database is not answering' } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The database is not answering')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

async function openForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await table(canvas);
  await userEvent.click(await canvas.findByRole('button', { name: 'Add' }));
  return body(canvasElement).findByRole('dialog', { name: 'Description of Issues / Bug' });
}

/** Add opens 'Description of Issues / Bug' with Close and Send. */
export const ReportForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: /Report/ })).toBeVisible();
    await expect(within(dialog).getByText('Close', { selector: 'button' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toBeVisible();
  },
};

/** The report text is required (spec 002 §5). */
export const ReportRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Report/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByText('Please complete this field')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Report/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Send closes the form with the spec's thanks. */
export const ReportSent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Report/ }),
      'The menu does not open on my tablet.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(
      await body(canvasElement).findByText('Report has been sent! Thank you for reporting!'),
    ).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** A refused report (the server's message in the error modal). */
export const ReportRefused: Story = {
  args: {
    api: {
      'GET /api/support': supportEndpoint(3),
      'POST /api/support/report': { status: 400, body: { error: 'Report is required' } },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Report/ }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await body(canvasElement).findByText('Report is required')).toBeVisible();
  },
};

async function viewFirst(canvasElement: HTMLElement) {
  const grid = await table(within(canvasElement));
  await waitFor(() => expect(rows(grid).length).toBeGreaterThan(1));
  await userEvent.click(within(rows(grid)[1]!).getByRole('button', { name: /View report/ }));
  return body(canvasElement).findByRole('dialog', { name: 'Bug Report' });
}

/** A user's own report: the detail, without 'Mark as Resolve' or the name. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await viewFirst(canvasElement);
    await expect(
      within(dialog).getByText('The payment receipt upload stays at 0% on my phone.'),
    ).toBeVisible();
    await expect(within(dialog).getByText('Pending')).toBeVisible();
    await expect(within(dialog).queryByText('Aisyah Rahman')).not.toBeInTheDocument();
    await expect(
      within(dialog).queryByRole('button', { name: 'Mark as Resolve' }),
    ).not.toBeInTheDocument();
  },
};

/** The super user resolves a Pending report after 'Hold On': 'Report has been resolved'. */
export const SuperUserResolves: Story = {
  args: { session: signedIn('super') },
  play: async ({ canvasElement }) => {
    const dialog = await viewFirst(canvasElement);
    await expect(within(dialog).getByText('Aisyah Rahman')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Resolve' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(confirm).toHaveTextContent('Mark this report as resolved?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark as Resolve' }));
    await expect(await body(canvasElement).findByText('Report has been resolved')).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** A Resolved report: nothing left to resolve, even for the super user. */
export const SuperUserResolvedReport: Story = {
  args: { session: signedIn('super') },
  play: async ({ canvasElement }) => {
    const grid = await table(within(canvasElement));
    await waitFor(() => expect(rows(grid).length).toBeGreaterThan(3));
    await userEvent.click(within(rows(grid)[3]!).getByRole('button', { name: /View report/ }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Bug Report' });
    await expect(within(dialog).getByText('Resolved')).toBeVisible();
    await expect(
      within(dialog).queryByRole('button', { name: 'Mark as Resolve' }),
    ).not.toBeInTheDocument();
  },
};

/** Resolving fails (resolved meanwhile elsewhere): the server's message, the report stays open. */
export const ResolveRefused: Story = {
  args: {
    session: signedIn('super'),
    api: {
      'GET /api/support': supportEndpoint(5),
      'GET /api/support/resolve/1': {
        status: 400,
        body: { error: 'This report has already been resolved' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await viewFirst(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Resolve' }));
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark as Resolve' }));
    await expect(
      await body(canvasElement).findByText('This report has already been resolved'),
    ).toBeVisible();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sokongan' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Tambah' }));
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Keterangan Isu / Pepijat' }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rows(grid)).toHaveLength(21));
  },
};
