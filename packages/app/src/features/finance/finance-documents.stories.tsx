import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?inline';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiClient } from '@strata/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fakeApiClient, type FakeRoutes } from '../../testing/fake-api';
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
 * Stands in for the server's PDF (stories have no server), as the ui PdfFrame stories do, drawn
 * in Inter carried inside it rather than the machine's sans-serif.
 */
const STAND_IN = `<!doctype html><html lang="en"><head><title>Statement</title>
<style>@font-face{font-family:Inter;src:url(${interLatin}) format('woff2');font-weight:100 900}</style></head>
<body style="font:14px Inter;margin:32px"><h1>Statement of Account</h1>
<p>Unit A-12-03, Residensi Seri Melati</p></body></html>`;

/** The addresses the screen asked to open, newest last. */
const opened: string[] = [];

/**
 * The fake client, with each document address recorded and answered by the stand-in document:
 * the story checks the address the screen built, the frame shows a document that is there.
 */
function documentsClient(routes: FakeRoutes): ApiClient {
  const client = fakeApiClient(routes);
  const standIn = (url: string) => {
    opened.push(url);
    return `data:text/html;charset=utf-8,${encodeURIComponent(STAND_IN)}`;
  };
  return {
    ...client,
    accountStatements: {
      ...client.accountStatements,
      pdfUrl: (unitId, rowId) => standIn(client.accountStatements.pdfUrl(unitId, rowId)),
    },
    files: { ...client.files, receiptUrl: (name) => standIn(client.files.receiptUrl(name)) },
  };
}

/**
 * Documents opened inside the page (spec 002 §2): a statement row's invoice, the printed
 * statement and a payment's receipt, each in a frame with a back arrow.
 */
const meta = {
  title: 'Screens/Finance/Documents',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/account-statements',
    routes,
    session: financeSession('admin'),
    api: documentsClient(financeRoutes()),
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const table = (canvas: Canvas, name = 'Account Statement') =>
  canvas.findByRole('table', { name }, { timeout: 5000 });
const owner = { session: financeSession('owner') };

/**
 * A row's View opens its invoice inside the page, with the back arrow (pressing it is the e2e
 * test's part: a frame removed while the story runner watches the page never lets it settle).
 */
export const InvoicePdf: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await userEvent.click(
      await within(grid).findByRole('button', { name: 'View INV-202611-10-M' }),
    );
    await expect(await canvas.findByTitle('Invoice INV-202611-10-M')).toBeVisible();
    await expect(opened.at(-1)).toBe(
      '/api/account-statements/pdf/10?account_statement_id=500&token=story-token',
    );
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** An owner prints the statement of their unit. */
export const PrintStatement: Story = {
  args: owner,
  play: async ({ canvas }) => {
    await table(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Print Statement' }));
    await expect(await canvas.findByTitle('Statement of Account')).toBeVisible();
    await expect(opened.at(-1)).toBe('/api/account-statements/pdf/10?token=story-token');
  },
};

/** A unit as GET /api/units answers it, for the staff's Print Statement choice. */
const UNIT_A_12_03 = {
  id: 10,
  unit_no: 'A-12-03',
  level: 12,
  block: 'A',
  square_feet: 1100,
  parking_lot: null,
  parking_lot_2: null,
  maintenance_amount: 280,
  water_amount: null,
  other_amount: null,
  remark: null,
  user_id: 100,
  user_id_2: null,
  user_id_3: null,
  user: { id: 100, name: 'Tan Mei Ling' },
  property_id: 1,
  created_at: '2026-01-05 08:00:00',
  issue_on: null,
};

/**
 * Staff on /d/account-statements, whose list holds every unit's rows, choose the unit first
 * (spec 002 §2 'Print Statement'): Print stays disabled until a unit is chosen.
 */
export const StaffPrintsOneUnit: Story = {
  args: {
    api: documentsClient(
      financeRoutes({
        'GET /api/units': { body: { data: [UNIT_A_12_03], total: 1, properties: [] } },
      }),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await table(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Print Statement' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Print Statement' });
    const print = within(dialog).getByRole('button', { name: 'Print' });
    await expect(print).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('combobox'), 'A-12');
    await userEvent.click(await page.findByRole('option', { name: /A-12-03/ }));
    await userEvent.click(print);
    await expect(await canvas.findByTitle('Statement of Account A-12-03')).toBeVisible();
    await expect(opened.at(-1)).toBe('/api/account-statements/pdf/10?token=story-token');
  },
};

/** On a touch device a receipt opens in a new window, not inside the page (spec 002 §2). */
export const ReceiptOnTouchDevice: Story = {
  args: {
    path: '/d/payments',
    api: documentsClient(financeRoutes({ 'GET /api/payments': paymentsEndpoint([paymentRow(1)]) })),
  },
  play: async ({ canvas }) => {
    const { matchMedia, open } = window;
    const opener = fn();
    // Only the touch check reads '(pointer: coarse)'; every other query keeps the real answer.
    window.matchMedia = (query: string) =>
      query === '(pointer: coarse)'
        ? ({ matches: true, media: query } as MediaQueryList)
        : matchMedia.call(window, query);
    window.open = opener;
    try {
      const grid = await table(canvas, 'Payments');
      await userEvent.click(
        await within(grid).findByRole('button', { name: 'Receipt PAY-202610-002' }),
      );
      await expect(opened.at(-1)).toBe('/storage/receipts/receipt-2.pdf?token=story-token');
      await expect(opener).toHaveBeenCalledWith(
        expect.stringMatching(/^data:text\/html/),
        '_blank',
        'noopener',
      );
      await expect(canvas.queryByTitle('Receipt PAY-202610-002')).not.toBeInTheDocument();
      await expect(grid).toBeVisible();
    } finally {
      window.matchMedia = matchMedia;
      window.open = open;
    }
  },
};
