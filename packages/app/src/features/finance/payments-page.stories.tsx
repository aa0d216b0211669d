import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Payment } from '@strata/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FakeRoutes } from '../../testing/fake-api';
import {
  financeRoutes,
  financeSession,
  financeSessionWithout,
  payments,
  paymentsEndpoint,
} from '../../testing/finance-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { notificationReply } from '../../testing/wire-fixtures';
import { routes as financeFeatureRoutes } from './routes';

const routes = storyRoutes({ shell: financeFeatureRoutes.shell });

const meta = {
  title: 'Screens/Finance/Payments',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/payments',
    routes,
    session: financeSession('admin'),
    api: financeRoutes(),
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvas: Canvas, name = 'Payments') =>
  canvas.findByRole('table', { name }, { timeout: 5000 });
const rows = (grid: HTMLElement) => within(grid).getAllByRole('row');

/**
 * The calls of a property whose first payment waits for review: verifying or rejecting it
 * changes its status and lowers the pending count the menu reads, as the server does.
 */
function reviewRoutes(): FakeRoutes {
  const list: Payment[] = payments(27);
  let pending = 3;
  const review = (status: Payment['status']) => () => {
    list[0] = { ...list[0]!, status };
    pending -= 1;
    return { body: { message: `Payment has been ${status.toLowerCase()}` } };
  };
  return financeRoutes({
    'GET /api/payments': (request) => paymentsEndpoint(list)(request),
    'GET /api/notification': () => ({ body: notificationReply({ pending_payment: pending }) }),
    'GET /api/payments/verify/1': review('Verified'),
    'GET /api/payments/reject/1': review('Rejected'),
  });
}

const menuPayments = (canvas: Canvas) =>
  canvas.findByRole('link', { name: /^Payments \d+ pending$/ });

/** Staff on page 1 of 2: Unit No, statuses, Verify and Reject on Pending rows only. */
export const StaffManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Payments' }, { timeout: 5000 }),
    ).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(rows(grid)).toHaveLength(21));
    for (const header of ['Unit No', 'Date', 'Ref No', 'Amount', 'Bank', 'Receipt', 'Action'])
      await expect(within(grid).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(within(grid).getByRole('button', { name: 'Verify PAY-202611-001' })).toBeVisible();
    await expect(within(grid).getByRole('button', { name: 'Reject PAY-202611-001' })).toBeVisible();
    await expect(
      within(grid).queryByRole('button', { name: 'Verify PAY-202610-002' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByText('1 / 2')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Payment' })).not.toBeInTheDocument();
  },
};

/** An owner: no Action column, Add Payment. */
export const Owner: Story = {
  args: { session: financeSession('owner') },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rows(grid)).toHaveLength(21));
    await expect(
      within(grid).queryByRole('columnheader', { name: 'Action' }),
    ).not.toBeInTheDocument();
    await expect(within(grid).getAllByText('Pending').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'Add Payment' })[0]).toBeEnabled();
  },
};

/** Page 2: the numbers continue at 21. */
export const SecondPage: Story = {
  args: { path: '/d/payments?page=2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(canvas.getByText('2 / 2')).toBeVisible());
    await expect(within(rows(grid)[1]!).getAllByRole('cell')[0]).toHaveTextContent('21');
    await expect(rows(grid)).toHaveLength(8);
  },
};

/** Enter searches and returns to page 1. */
export const Searched: Story = {
  args: { path: '/d/payments?page=2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(canvas.getByText('2 / 2')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'Maybank{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 1')).toBeVisible());
    await expect(rows(grid)).toHaveLength(8);
  },
};

/** No payments: 'No Data', with Add Payment for an owner. */
export const Empty: Story = {
  args: {
    session: financeSession('owner'),
    api: financeRoutes({ 'GET /api/payments': paymentsEndpoint([]) }),
  },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(within(grid).getByRole('button', { name: 'Add Payment' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { api: financeRoutes({ 'GET /api/payments': 'never' }) },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failure: Story = {
  args: {
    api: financeRoutes({
      'GET /api/payments': { status: 500, body: { message: 'The payments are not answering' } },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The payments are not answering')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The property has Payments off: the service message. */
export const ServiceOff: Story = {
  args: { session: financeSessionWithout('admin', 'Payments') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Payments Service is not available. Please ask your property management to enable this service.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Verify asks first: 'Hold On'. */
export const VerifyConfirmation: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas);
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'Verify PAY-202611-001' }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(dialog).toHaveTextContent('Verify payment PAY-202611-001 of RM 352.00?');
    await expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeVisible();
  },
};

/** Verified: the toast, the row no longer Pending, the menu's badge down from 3 to 2 at once. */
export const Verified: Story = {
  args: { api: reviewRoutes() },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(async () => expect(await menuPayments(canvas)).toHaveTextContent('3 pending'));
    const grid = await table(canvas);
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'Verify PAY-202611-001' }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(await body(canvasElement).findByText('Payment has been verified')).toBeVisible();
    await waitFor(() =>
      expect(
        within(grid).queryByRole('button', { name: 'Verify PAY-202611-001' }),
      ).not.toBeInTheDocument(),
    );
    await expect(within(rows(grid)[1]!).getByText('Verified')).toBeVisible();
    await waitFor(async () => expect(await menuPayments(canvas)).toHaveTextContent('2 pending'));
  },
};

/** Rejected: the toast and the row marked Rejected. */
export const Rejected: Story = {
  args: { api: reviewRoutes() },
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas);
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'Reject PAY-202611-001' }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await expect(dialog).toHaveTextContent('Reject payment PAY-202611-001 of RM 352.00?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(await body(canvasElement).findByText('Payment has been rejected')).toBeVisible();
    await waitFor(() => expect(within(rows(grid)[1]!).getByText('Rejected')).toBeVisible());
    await waitFor(async () => expect(await menuPayments(canvas)).toHaveTextContent('2 pending'));
  },
};

/** The server refuses a payment already reviewed: its message in the error modal. */
export const ReviewRefused: Story = {
  args: {
    api: financeRoutes({
      'GET /api/payments/verify/1': {
        status: 400,
        body: { message: 'This payment is already Verified' },
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const grid = await table(canvas);
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'Verify PAY-202611-001' }),
    );
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Hold On' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(
      await body(canvasElement).findByText(
        'This payment is already Verified',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Malay: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    const grid = await table(canvas, 'Pembayaran');
    await waitFor(() => expect(rows(grid)).toHaveLength(21));
    await expect(within(grid).getByRole('columnheader', { name: 'No. Rujukan' })).toBeVisible();
    await expect(within(grid).getByRole('button', { name: 'Sahkan PAY-202611-001' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rows(grid)).toHaveLength(21));
  },
};
