import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  financeRoutes,
  financeSession,
  paymentRow,
  paymentsEndpoint,
} from '../../testing/finance-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as financeFeatureRoutes } from './routes';

const routes = storyRoutes({ shell: financeFeatureRoutes.shell });

/**
 * Documents opened inside the page (spec 002 §2): a statement row's invoice, the printed
 * statement and a payment's receipt, each in a frame with a back arrow. Stories have no server,
 * so the frame's document itself is not what these show (its address is).
 */
const meta = {
  title: 'Screens/Finance/Documents',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/account-statements',
    routes,
    session: financeSession('admin'),
    api: financeRoutes(),
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = (canvas: Canvas, name = 'Account Statement') => canvas.findByRole('table', { name });
const owner = { session: financeSession('owner') };

/** A row's View opens its invoice inside the page; the back arrow returns to the list. */
export const InvoicePdf: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'View INV-202611-10-M' }),
    );
    const frame = await canvas.findByTitle('Invoice INV-202611-10-M');
    await expect(frame).toHaveAttribute(
      'src',
      '/api/account-statements/pdf/10?account_statement_id=500&token=story-token',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await table(canvas)).toBeVisible();
  },
};

/** An owner prints the statement of their unit. */
export const PrintStatement: Story = {
  args: owner,
  play: async ({ canvas }) => {
    await table(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Print Statement' }));
    const frame = await canvas.findByTitle('Statement of Account');
    await expect(frame).toHaveAttribute('src', '/api/account-statements/pdf/10?token=story-token');
  },
};

/** A receipt opens inside the page; back returns to the list. */
export const ReceiptOpened: Story = {
  args: {
    path: '/d/payments',
    api: financeRoutes({ 'GET /api/payments': paymentsEndpoint([paymentRow(1)]) }),
  },
  play: async ({ canvas }) => {
    const grid = await table(canvas, 'Payments');
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'Receipt PAY-202610-002' }),
    );
    const frame = await canvas.findByTitle('Receipt PAY-202610-002');
    await expect(frame.getAttribute('src')).toBe(
      '/storage/receipts/receipt-2.pdf?token=story-token',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await table(canvas, 'Payments')).toBeVisible();
  },
};
