import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  financeRoutes,
  financeSessionWithout,
  statementsEndpoint,
} from '../../testing/finance-fixtures';
import { StoryApp } from '../../testing/story-app';
import { storyRoutes } from '../../testing/story-routes';
import { routes as unitRoutes } from './routes';
import { detailRoutes, unitsSession } from './unit-fixtures';

const routes = storyRoutes({ shell: unitRoutes.shell });

const meta = {
  title: 'Screens/Units/Detail Finance Tabs',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: {
    path: '/d/units/1?tab=account-statement',
    routes,
    session: unitsSession('admin'),
    api: detailRoutes(
      financeRoutes({
        'GET /api/account-statements': statementsEndpoint(6, {
          outstanding: 352,
          unitNo: 'A-01-01',
        }),
      }),
    ),
  },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const table = (canvas: Canvas, name: string) =>
  canvas.findByRole('table', { name }, { timeout: 5000 });

/** A 48×32 PNG made by the browser. */
async function pngFile(name = 'slip.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 32;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#1d4ed8';
  context.fillRect(0, 0, 48, 32);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

async function chooseMonth(canvasElement: HTMLElement, dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Month/ }));
  const picker = await body(canvasElement).findByRole('dialog', { name: 'Choose a month' });
  await userEvent.click(within(picker).getByRole('button', { name: 'December' }));
}

async function openIssueStatement(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await table(canvas, 'Account Statement');
  await userEvent.click(await canvas.findByRole('button', { name: 'Issue Invoice' }));
  return body(canvasElement).findByRole('dialog', { name: 'Issue Statement for A-01-01' });
}

async function openStaffPayment(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await table(canvas, 'Payments');
  const add = await canvas.findByRole('button', { name: 'Add Payment' });
  await waitFor(() => expect(add).toBeEnabled());
  await userEvent.click(add);
  return body(canvasElement).findByRole('dialog', { name: 'Add Payment' });
}

/** The unit's statement: no Unit No, the balance, Print Statement and Issue Invoice. */
export const AccountStatementTab: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: 'Account Statement' }, { timeout: 5000 }),
    ).toHaveAttribute('aria-selected', 'true');
    const grid = await table(canvas, 'Account Statement');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(7));
    await expect(
      within(grid).queryByRole('columnheader', { name: 'Unit No' }),
    ).not.toBeInTheDocument();
    await expect(
      await canvas.findByRole('status', { name: 'Outstanding Balance' }),
    ).toHaveTextContent('RM 352.00');
    await expect(canvas.getByRole('button', { name: 'Print Statement' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Issue Invoice' })).toBeVisible();
  },
};

/** For one unit the Water Bill is offered, with its readings. */
export const IssueWaterBill: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIssueStatement(canvasElement);
    const modal = within(dialog);
    const water = modal.getByRole('checkbox', { name: 'Water Bill' });
    await expect(water).toBeEnabled();
    await userEvent.click(water);
    await expect(modal.getByLabelText(/^Previous Reading/)).toBeVisible();
    await expect(modal.getByLabelText(/^Current Reading/)).toBeVisible();
  },
};

/** A current reading below the previous one: the rule's message. */
export const ReadingOrder: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openIssueStatement(canvasElement);
    const modal = within(dialog);
    await userEvent.click(modal.getByRole('checkbox', { name: 'Water Bill' }));
    await userEvent.type(modal.getByLabelText(/^Previous Reading/), '1250');
    await userEvent.type(modal.getByLabelText(/^Current Reading/), '1200');
    await chooseMonth(canvasElement, dialog);
    await userEvent.click(modal.getByRole('button', { name: 'Submit' }));
    await expect(
      await modal.findByText('Current reading should be greater than previous reading'),
    ).toBeVisible();
  },
};

/** The unit's payments: no Unit No column, Verify and Reject, Add Payment for staff. */
export const PaymentsTab: Story = {
  args: { path: '/d/units/1?tab=payments' },
  play: async ({ canvas }) => {
    const grid = await table(canvas, 'Payments');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(
      within(grid).queryByRole('columnheader', { name: 'Unit No' }),
    ).not.toBeInTheDocument();
    await expect(within(grid).getByRole('columnheader', { name: 'Action' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Payment' })).toBeVisible();
  },
};

/** Staff choose the payment type and the month; missing ones are named once a bank is chosen. */
export const StaffPaymentMissingMonth: Story = {
  args: { path: '/d/units/1?tab=payments' },
  play: async ({ canvasElement }) => {
    const dialog = await openStaffPayment(canvasElement);
    const modal = within(dialog);
    await expect(modal.getByLabelText(/^Payment Type/)).toHaveValue('bank_transfer');
    await expect(modal.getByLabelText(/^Amount/)).toHaveValue('704.00');
    await userEvent.selectOptions(modal.getByLabelText(/^Bank\b/), 'CIMB');
    await expect(await modal.findByText('Please select month')).toBeVisible();
    await expect(modal.getByText('Please upload payment receipt')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** Staff choosing Online Banking: the unavailable message. */
export const StaffOnlineBanking: Story = {
  args: { path: '/d/units/1?tab=payments' },
  play: async ({ canvasElement }) => {
    const dialog = await openStaffPayment(canvasElement);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Payment Type/), 'online_banking');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Online Banking service is not available. Please ask your property management to enable this service.',
    );
  },
};

/** Staff add a payment for the unit: 'Payment has been added'. */
export const StaffPaymentAdded: Story = {
  args: { path: '/d/units/1?tab=payments' },
  play: async ({ canvasElement }) => {
    const dialog = await openStaffPayment(canvasElement);
    const modal = within(dialog);
    await chooseMonth(canvasElement, dialog);
    await userEvent.selectOptions(modal.getByLabelText(/^Bank\b/), 'CIMB');
    await userEvent.upload(
      dialog.querySelector<HTMLInputElement>('input[type=file]')!,
      await pngFile(),
    );
    await expect(await modal.findByText('Uploaded')).toBeVisible();
    const submit = modal.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(await body(canvasElement).findByText('Payment has been added')).toBeVisible();
  },
};

/** The property has Account Statements off: the tab shows the service message. */
export const StatementServiceOff: Story = {
  args: {
    session: (() => {
      const session = financeSessionWithout('admin', 'Account Statements');
      return {
        ...session,
        user: { ...session.user, ...unitsSession('admin').user, property: session.user.property },
      };
    })(),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Account Statements Service is not available. Please ask your property management to enable this service.',
      ),
    ).toBeVisible();
  },
};

export const MalayPaymentsTab: Story = {
  args: { path: '/d/units/1?tab=payments' },
  globals: { locale: 'ms' },
  play: async ({ canvas }) => {
    const grid = await table(canvas, 'Pembayaran');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(21));
    await expect(canvas.getByRole('button', { name: 'Tambah Bayaran' })).toBeVisible();
  },
};

export const PhoneStatementTab: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const grid = await table(canvas, 'Account Statement');
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(7));
  },
};
