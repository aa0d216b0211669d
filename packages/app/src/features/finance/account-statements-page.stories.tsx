import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  financeRoutes,
  financeSession,
  financeSessionWithout,
  statementsEndpoint,
} from '../../testing/finance-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as financeFeatureRoutes } from './routes';

const routes = storyRoutes({ shell: financeFeatureRoutes.shell });

const meta = {
  title: 'Screens/Finance/Account Statements',
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
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvas: Canvas, name = 'Account Statement') =>
  canvas.findByRole('table', { name }, { timeout: 5000 });
const rows = (grid: HTMLElement) => within(grid).getAllByRole('row');
const balance = (canvas: Canvas, name = 'Outstanding Balance') =>
  canvas.findByRole('status', { name });

/** A 1×1 PNG made by the browser, as a phone's camera app would save one. */
async function pngFile(name = 'receipt.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 32;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#15803d';
  context.fillRect(0, 0, 48, 32);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

async function openIssueStatement(
  canvasElement: HTMLElement,
  title = 'Issue Statement for All Units',
) {
  const canvas = within(canvasElement);
  await table(canvas);
  await userEvent.click(await canvas.findByRole('button', { name: 'Issue Invoice' }));
  return body(canvasElement).findByRole('dialog', { name: title });
}

async function chooseMonth(canvasElement: HTMLElement, dialog: HTMLElement, month = 'December') {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Month/ }));
  const picker = await body(canvasElement).findByRole('dialog', { name: 'Choose a month' });
  await userEvent.click(within(picker).getByRole('button', { name: month }));
}

async function openAddPayment(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await table(canvas);
  const add = await canvas.findByRole('button', { name: 'Add Payment' });
  await waitFor(() => expect(add).toBeEnabled());
  await userEvent.click(add);
  return body(canvasElement).findByRole('dialog', { name: 'Add Payment' });
}

const owner = { session: financeSession('owner') };

/** Staff on page 1 of 3: Unit No, the balance, debit rows highlighted, Issue Invoice. */
export const StaffManyPages: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Account Statements' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(rows(grid)).toHaveLength(21));
    await expect(await balance(canvas)).toHaveTextContent('RM 704.00');
    for (const header of [
      'Unit No',
      'Date',
      'Due Date',
      'Ref No',
      'Description',
      'Credit',
      'Debit',
    ])
      await expect(within(grid).getByRole('columnheader', { name: header })).toBeVisible();
    await expect(rows(grid)[1]).toHaveAttribute('data-highlighted');
    await expect(rows(grid)[2]).not.toHaveAttribute('data-highlighted');
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Issue Invoice' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Payment' })).not.toBeInTheDocument();
  },
};

/** An owner: no Unit No, Print Statement and Add Payment, no Issue Invoice. */
export const Owner: Story = {
  args: owner,
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rows(grid)).toHaveLength(21));
    await expect(
      within(grid).queryByRole('columnheader', { name: 'Unit No' }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Print Statement' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Add Payment' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Issue Invoice' })).not.toBeInTheDocument();
  },
};

/** Page 3 from the URL: the numbers continue at 41. */
export const LastPage: Story = {
  args: { path: '/d/account-statements?page=3' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(canvas.getByText('3 / 3')).toBeVisible());
    await expect(within(rows(grid)[1]!).getAllByRole('cell')[0]).toHaveTextContent('41');
    await expect(rows(grid)).toHaveLength(8);
  },
};

/** Enter searches and returns to page 1. */
export const Searched: Story = {
  args: { path: '/d/account-statements?page=2' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(canvas.getByText('2 / 3')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(canvas.getByRole('searchbox'), 'PAY-{Enter}');
    await waitFor(() => expect(canvas.getByText('1 / 2')).toBeVisible());
    await expect(within(rows(grid)[1]!).getAllByRole('cell')[0]).toHaveTextContent('1');
    await expect(within(grid).queryByText(/^INV-/)).not.toBeInTheDocument();
  },
};

/** No rows: 'No Data', and Print Statement disabled. */
export const Empty: Story = {
  args: {
    ...owner,
    api: financeRoutes({
      'GET /api/account-statements': statementsEndpoint(0, { outstanding: 0 }),
    }),
  },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(await within(grid).findByText('No Data')).toBeVisible();
    await expect(await balance(canvas)).toHaveTextContent('RM 0.00');
    await expect(canvas.getByRole('button', { name: 'Print Statement' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { api: financeRoutes({ 'GET /api/account-statements': 'never' }) },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(await balance(canvas)).toHaveTextContent('—');
  },
};

export const Failure: Story = {
  args: {
    api: financeRoutes({
      'GET /api/account-statements': {
        status: 500,
        body: { message: 'The ledger is not answering' },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The ledger is not answering')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The property has Account Statements off: the service message, never a redirect. */
export const ServiceOff: Story = {
  args: { session: financeSessionWithout('owner', 'Account Statements') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Account Statements Service is not available. Please ask your property management to enable this service.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * A tenant who typed the address: the page says the unit's money is the owner's, and nothing is
 * asked of the server.
 */
export const Tenant: Story = {
  args: {
    session: {
      ...financeSession('owner'),
      user: { ...financeSession('owner').user, role: 'Tenant' },
    },
    api: financeRoutes({ 'GET /api/account-statements': 'never' }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Tenants cannot view account statements or payments. Please ask the owner of your unit.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** All units: the warning, Water Bill disabled, Submit waits for a type and a month. */
export const IssueStatement: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIssueStatement(canvasElement);
    const modal = within(dialog);
    await expect(dialog).toHaveTextContent(
      'Invoice will ONLY be issued to units that have owners assigned.',
    );
    await expect(modal.getByRole('checkbox', { name: 'Water Bill' })).toBeDisabled();
    const submit = modal.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(modal.getByRole('checkbox', { name: 'Maintenance Bill' }));
    await expect(submit).toBeDisabled();
    await chooseMonth(canvasElement, dialog);
    await expect(modal.getByRole('combobox', { name: /^Month/ })).toHaveTextContent(
      'December 2026',
    );
    await expect(submit).toBeEnabled();
  },
};

/** Issued: 'Invoice has been issued' in the modal and the toast. */
export const InvoiceIssued: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIssueStatement(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Maintenance Bill' }));
    await chooseMonth(canvasElement, dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await within(dialog).findByText('Invoice has been issued')).toBeVisible();
    await expect(
      await body(canvasElement).findByText('Account statements have been generated'),
    ).toBeVisible();
  },
};

/** Other Bill without its name and amount: each is asked for. */
export const OtherBillRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIssueStatement(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Other Bill' }));
    await chooseMonth(canvasElement, dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(within(dialog).getAllByText('Please complete this field')).toHaveLength(2);
    await expect(within(dialog).getByLabelText(/^Bill Name/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The server refuses a month already issued: its message in the error modal. */
export const InvoiceRefused: Story = {
  args: {
    api: financeRoutes({
      'POST /api/account-statements/generate': {
        status: 400,
        body: { message: 'Maintenance Bill for unit A-01-01 has already been issued for 2026-12' },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openIssueStatement(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Maintenance Bill' }));
    await chooseMonth(canvasElement, dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(
      await body(canvasElement).findByText(
        'Maintenance Bill for unit A-01-01 has already been issued for 2026-12',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** An owner's Add Payment: the balance as the amount, the two tiles, Submit disabled. */
export const AddPayment: Story = {
  args: owner,
  play: async ({ canvasElement }) => {
    const dialog = await openAddPayment(canvasElement);
    const modal = within(dialog);
    await expect(modal.getByLabelText(/^Amount/)).toHaveValue('704.00');
    await expect(modal.getByRole('radio', { name: 'Bank Transfer' })).not.toBeChecked();
    await expect(modal.getByRole('radio', { name: 'Online Banking' })).toBeVisible();
    await expect(modal.queryByRole('combobox', { name: /^Month/ })).not.toBeInTheDocument();
    await expect(modal.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** Online Banking: never available. */
export const OnlineBanking: Story = {
  args: owner,
  play: async ({ canvasElement }) => {
    const dialog = await openAddPayment(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Online Banking' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Online Banking service is not available. Please ask your property management to enable this service.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

async function bankTransfer(canvasElement: HTMLElement) {
  const dialog = await openAddPayment(canvasElement);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Bank Transfer' }));
  await userEvent.selectOptions(within(dialog).getByLabelText(/^Bank\b/), 'Maybank');
  return dialog;
}

/** A bank without a receipt: 'Please upload payment receipt'. */
export const ReceiptRequired: Story = {
  args: owner,
  play: async ({ canvasElement }) => {
    const dialog = await bankTransfer(canvasElement);
    await expect(await within(dialog).findByText('Please upload payment receipt')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** A receipt above 1MB: 'File size exceeded 1MB.'. */
export const ReceiptTooLarge: Story = {
  args: owner,
  play: async ({ canvasElement }) => {
    const dialog = await bankTransfer(canvasElement);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File([new Uint8Array(1_048_577)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, big);
    await expect(await within(dialog).findByText('File size exceeded 1MB.')).toBeVisible();
  },
};

/** A receipt of another kind: 'File not supported.'. */
export const ReceiptNotSupported: Story = {
  args: owner,
  play: async ({ canvasElement }) => {
    const dialog = await bankTransfer(canvasElement);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    const doc = new File([new Uint8Array(300)], 'receipt.docx', { type: 'application/msword' });
    await userEvent.upload(input, doc, { applyAccept: false });
    await expect(await within(dialog).findByText('File not supported.')).toBeVisible();
  },
};

/** The receipt on its way to the server: progress, then 'Processing..'. */
export const ReceiptUploading: Story = {
  args: { ...owner, api: financeRoutes({ 'POST /api/payments/upload': 'never' }) },
  play: async ({ canvasElement }) => {
    const dialog = await bankTransfer(canvasElement);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, await pngFile());
    await expect(await within(dialog).findByText('Processing..')).toBeVisible();
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Upload progress' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** A PDF receipt shows as a card with its name. */
export const PdfReceipt: Story = {
  args: owner,
  play: async ({ canvasElement }) => {
    const dialog = await bankTransfer(canvasElement);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    const pdf = new File(['%PDF-1.4 receipt'], 'bank-slip.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, pdf);
    await expect(await within(dialog).findByText('bank-slip.pdf')).toBeVisible();
    await expect(await within(dialog).findByText('Uploaded')).toBeVisible();
  },
};

/** A PNG receipt: uploaded and previewed, 'Document has been uploaded!'; Submit is enabled. */
export const PngReceipt: Story = {
  args: owner,
  play: async ({ canvasElement }) => {
    const dialog = await bankTransfer(canvasElement);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, await pngFile());
    await expect(await within(dialog).findByRole('img', { name: 'receipt.png' })).toBeVisible();
    await expect(await within(dialog).findByText('Uploaded')).toBeVisible();
    await expect(await body(canvasElement).findByText('Document has been uploaded!')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** The receipt stored, in Malay: 'Dokumen telah dimuat naik!'. */
export const MalayReceiptUploaded: Story = {
  args: owner,
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas, 'Penyata Akaun');
    const add = await canvas.findByRole('button', { name: 'Tambah Bayaran' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Tambah Bayaran' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pindahan Bank' }));
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Bank\b/), 'Maybank');
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, await pngFile());
    await expect(await body(canvasElement).findByText('Dokumen telah dimuat naik!')).toBeVisible();
  },
};

/** An owner's payment sent: 'Your payment has been submited for approval', the modal closed. */
export const PaymentSubmitted: Story = {
  args: owner,
  play: async ({ canvasElement }) => {
    const dialog = await bankTransfer(canvasElement);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }));
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(
      await body(canvasElement).findByText('Your payment has been submited for approval'),
    ).toBeVisible();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** An amount emptied: 'Please complete this field'. */
export const AmountRequired: Story = {
  args: owner,
  play: async ({ canvasElement }) => {
    const dialog = await bankTransfer(canvasElement);
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, await pngFile());
    await within(dialog).findByText('Uploaded');
    await userEvent.clear(within(dialog).getByLabelText(/^Amount/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(await within(dialog).findByText('Please complete this field')).toBeVisible();
  },
};

/** Closing the modal forgets it: opened again, it starts over. */
export const AddPaymentResets: Story = {
  args: owner,
  play: async ({ canvasElement }) => {
    const dialog = await bankTransfer(canvasElement);
    await userEvent.clear(within(dialog).getByLabelText(/^Amount/));
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const again = await openAddPayment(canvasElement);
    await expect(within(again).getByLabelText(/^Amount/)).toHaveValue('704.00');
    await expect(within(again).getByRole('radio', { name: 'Bank Transfer' })).not.toBeChecked();
    await expect(within(again).queryByLabelText(/^Bank\b/)).not.toBeInTheDocument();
  },
};

export const Malay: Story = {
  args: owner,
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    const grid = await table(canvas, 'Penyata Akaun');
    await waitFor(() => expect(rows(grid)).toHaveLength(21));
    await expect(await balance(canvas, 'Baki Tertunggak')).toHaveTextContent('RM 704.00');
    await expect(canvas.getByRole('button', { name: 'Cetak Penyata' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tambah Bayaran' })).toBeVisible();
  },
};

/** The Issue Statement modal in Malay. */
export const MalayIssueStatement: Story = {
  globals: { locale: 'ms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas, 'Penyata Akaun');
    await userEvent.click(await canvas.findByRole('button', { name: 'Keluarkan Invois' }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Keluarkan Penyata untuk Semua Unit',
    });
    await expect(dialog).toHaveTextContent(
      'Invois HANYA akan dikeluarkan kepada unit yang mempunyai pemilik.',
    );
  },
};

export const Phone: Story = {
  args: owner,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rows(grid)).toHaveLength(21));
    await expect(canvas.getByRole('button', { name: 'Add Payment' })).toBeVisible();
  },
};
