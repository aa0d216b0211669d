import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Pill } from '../pill';
import {
  DataTable,
  dataTableDensityOptions,
  dataTableStatusOptions,
  type DataTableColumn,
} from './data-table';
import { DataTablePagination } from './data-table-pagination';

type Owner = { id: string; name: string; unit: string; phone: string; active: boolean };

const given = ['Aisyah', 'Tan Wei', 'Priya', 'Muhammad', 'Lim Mei', 'Kavitha', 'Farid', 'Chong'];
const family = ['Rahman', 'Ming', 'Nair', 'Hakim', 'Ling', 'Subramaniam', 'Ismail', 'Kah Wai'];

/** Deterministic owners, so images stay stable. */
function makeOwners(count: number, offset = 0): Owner[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    return {
      id: `owner-${n}`,
      name: `${given[n % given.length]} ${family[(n * 3) % family.length]}`,
      unit: `${'ABC'[n % 3]}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 9) + 1).padStart(2, '0')}`,
      phone: `+60 12-${String(3000000 + n * 7919).slice(0, 3)} ${String(1000 + n * 37).slice(-4)}`,
      active: n % 5 !== 3,
    };
  });
}

const columns: DataTableColumn<Owner>[] = [
  { id: 'name', header: 'Name', cell: (owner) => owner.name, className: 'font-medium' },
  { id: 'unit', header: 'Unit No', cell: (owner) => owner.unit },
  { id: 'phone', header: 'Phone', cell: (owner) => owner.phone, className: 'tabular-nums' },
  {
    id: 'status',
    header: 'Status',
    cell: (owner) => (
      <Pill variant={owner.active ? 'active' : 'inactive'}>
        {owner.active ? 'Active' : 'Inactive'}
      </Pill>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    className: 'text-right',
    cell: (owner) => (
      <Button variant="outline" size="sm">
        View<VisuallyHidden.Root> {owner.name}</VisuallyHidden.Root>
      </Button>
    ),
  },
];

const OwnersTable = DataTable<Owner>;
const getRowId = (owner: Owner) => owner.id;

const meta = {
  title: 'Data/DataTable',
  component: OwnersTable,
  args: {
    caption: 'Owners',
    columns,
    rows: makeOwners(6),
    getRowId,
    status: 'ready',
    density: 'comfortable',
    showRowNumbers: true,
    page: 0,
    pageSize: 20,
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: dataTableStatusOptions },
    density: { control: 'inline-radio', options: dataTableDensityOptions },
    columns: { control: false },
    rows: { control: false },
    getRowId: { control: false },
    isRowHighlighted: { control: false },
  },
} satisfies Meta<typeof OwnersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function firstNumbers(table: HTMLElement) {
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Owners' });
    await expect(firstNumbers(table)).toEqual(['1', '2', '3', '4', '5', '6']);
    const view = canvas.getByRole('button', { name: 'View Aisyah Rahman' });
    await userEvent.click(view);
    await expect(view).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View Tan Wei Hakim' })).toHaveFocus();
  },
};

/** The table with its paginator, as a list screen composes them: 612 owners, 20 a page. */
function OwnersList({ defaultPage = 0, total = 612 }: { defaultPage?: number; total?: number }) {
  const [page, setPage] = useState(defaultPage);
  const pageSize = 20;
  const count = Math.max(0, Math.min(pageSize, total - page * pageSize));
  return (
    <div>
      <DataTable
        caption="Owners"
        columns={columns}
        rows={makeOwners(count, page * pageSize)}
        getRowId={getRowId}
        page={page}
        pageSize={pageSize}
        density="compact"
      />
      <DataTablePagination
        aria-label="Owners pages"
        page={page}
        onPageChange={setPage}
        total={total}
        pageSize={pageSize}
      />
    </div>
  );
}

export const WithPagination: Story = {
  render: () => <OwnersList />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Owners pages' });
    const pager = within(nav);
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    // Pointer: next page continues the numbering at 21.
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }));
    await expect(pager.getByRole('status')).toHaveTextContent('Showing 21–40 of 612');
    await expect(pager.getByText('2 / 31')).toBeVisible();
    await expect(firstNumbers(canvas.getByRole('table', { name: 'Owners' }))[0]).toBe('21');

    // Keyboard: Enter on Last, then focus stays inside the paginator.
    pager.getByRole('button', { name: 'Last page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(pager.getByText('31 / 31')).toBeVisible();
    await expect(pager.getByRole('status')).toHaveTextContent('Showing 601–612 of 612');
    await expect(pager.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(pager.getByText('30 / 31')).toBeVisible();

    // And back to the start.
    await userEvent.click(pager.getByRole('button', { name: 'First page' }));
    await expect(pager.getByText('1 / 31')).toBeVisible();
  },
};

export const FirstPage: Story = {
  render: () => <OwnersList total={45} />,
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Owners pages' }));
    await expect(pager.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const next = pager.getByRole('button', { name: 'Next page' });
    await userEvent.click(pager.getByRole('button', { name: 'First page' }), {
      pointerEventsCheck: 0,
    });
    await expect(pager.getByText('1 / 3')).toBeVisible();
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(pager.getByText('2 / 3')).toBeVisible();
    await userEvent.click(pager.getByRole('button', { name: 'Previous page' }));
    await expect(pager.getByText('1 / 3')).toBeVisible();
  },
};

export const LastPage: Story = {
  render: () => <OwnersList total={45} defaultPage={2} />,
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Owners pages' }));
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await expect(pager.getByRole('status')).toHaveTextContent('Showing 41–45 of 45');
    await expect(firstNumbers(canvas.getByRole('table', { name: 'Owners' }))).toEqual([
      '41',
      '42',
      '43',
      '44',
      '45',
    ]);
    await userEvent.click(pager.getByRole('button', { name: 'Previous page' }));
    await expect(pager.getByText('2 / 3')).toBeVisible();
    pager.getByRole('button', { name: 'Last page' }).focus();
    await userEvent.keyboard(' ');
    await expect(pager.getByText('3 / 3')).toBeVisible();
  },
};

/** No rows: the table says 'No Data' and the paginator keeps only its status, no '1 / 1' to page through. */
export const EmptyWithPagination: Story = {
  render: () => <OwnersList total={0} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Owners' });
    await expect(within(table).getByText('No Data')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Owners pages' });
    await expect(nav).toHaveAttribute('data-state', 'empty');
    await expect(within(nav).getByRole('status')).toHaveTextContent('Showing 0 of 0');
    await expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(nav).queryByText(/\d+ \/ \d+/)).not.toBeInTheDocument();
  },
};

/** One row: one page, every page button disabled. */
export const SinglePage: Story = {
  render: () => <OwnersList total={1} />,
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Owners pages' }));
    await expect(pager.getByText('1 / 1')).toBeVisible();
    await expect(pager.getByRole('status')).toHaveTextContent('Showing 1–1 of 1');
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      await expect(pager.getByRole('button', { name })).toBeDisabled();
    }
    await expect(firstNumbers(canvas.getByRole('table', { name: 'Owners' }))).toEqual(['1']);
  },
};

/** 21 rows: the second page holds the one row left, numbered 21. */
export const TwentyOneRows: Story = {
  render: () => <OwnersList total={21} />,
  play: async ({ canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Owners pages' }));
    await expect(pager.getByText('1 / 2')).toBeVisible();
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }));
    await expect(pager.getByText('2 / 2')).toBeVisible();
    await expect(pager.getByRole('status')).toHaveTextContent('Showing 21–21 of 21');
    await expect(firstNumbers(canvas.getByRole('table', { name: 'Owners' }))).toEqual(['21']);
    await expect(pager.getByRole('button', { name: 'Previous page' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyAction: (
      <Button size="sm">
        <Plus aria-hidden />
        Add New
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Owners' });
    await expect(table).toHaveAttribute('data-state', 'empty');
    await expect(within(table).getByText('No Data')).toBeVisible();
    const add = within(table).getByRole('button', { name: 'Add New' });
    await userEvent.click(add);
    await expect(add).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(add).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Owners' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    // Nothing in the skeleton takes focus.
    await userEvent.click(table);
    await userEvent.tab();
    await expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    status: 'error',
    rows: [],
    errorMessage: 'The server did not answer. Check your connection and try again.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  },
};

export const ManyRows: Story = {
  args: { rows: makeOwners(20), density: 'compact' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Owners' });
    await expect(firstNumbers(table)).toHaveLength(20);
    const last = canvas.getAllByRole('button', { name: /^View / }).at(-1)!;
    last.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(last);
    await expect(last).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 'long',
        name: 'Datin Seri Nurul Izzah binti Abdul Rahman Al-Haj (on behalf of the estate of the late Tan Sri Abdul Rahman)',
        unit: 'TOWER-C-PH-38-01A',
        phone: '+60 12-345 6789',
        active: true,
      },
      ...makeOwners(2, 1),
    ],
  },
  play: async ({ canvas }) => {
    const view = canvas.getByRole('button', { name: /^View Datin Seri/ });
    await expect(view).toBeVisible();
    await userEvent.click(view);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View Tan Wei Hakim' })).toHaveFocus();
  },
};

export const HighlightedRows: Story = {
  args: { isRowHighlighted: (owner: Owner) => !owner.active || owner.id === 'owner-0' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Owners' });
    const [, body] = within(table).getAllByRole('rowgroup');
    const rows = within(body!).getAllByRole('row');
    await expect(rows.map((row) => row.hasAttribute('data-highlighted'))).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
    await userEvent.click(within(rows[3]!).getByRole('button'));
    await expect(within(rows[3]!).getByRole('button')).toHaveFocus();
  },
};

export const HiddenColumns: Story = {
  args: {
    columns: columns.map((column) =>
      column.id === 'unit' || column.id === 'phone' ? { ...column, hidden: true } : column,
    ),
    showRowNumbers: false,
  },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual(['Name', 'Status', 'Action']);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View Aisyah Rahman' })).toHaveFocus();
  },
};

export const Translated: Story = {
  args: {
    caption: 'Pemilik',
    rows: [],
    labels: { noData: 'Tiada Data', rowNumber: 'No.' },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Pemilik' });
    await expect(within(table).getByRole('columnheader', { name: 'No.' })).toBeVisible();
    await expect(within(table).getByText('Tiada Data')).toBeVisible();
    await userEvent.click(table);
  },
};

/** Asserts nothing in the story reaches past the viewport's right edge: no sideways scroll. */
async function expectWithinViewport(elements: readonly Element[]) {
  for (const element of elements) {
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The owners' columns as a list screen marks them for the phone: the name titles each card. */
const cardColumns: DataTableColumn<Owner>[] = columns.map((column) =>
  column.id === 'name'
    ? { ...column, card: 'title' }
    : column.id === 'action'
      ? { ...column, card: 'actions' }
      : column,
);

/**
 * At 390 px each row is a card: the name as its title, the headers as labels beside the values,
 * View at the foot, nothing past the screen's edge. The table's roles stay for screen readers.
 */
export const Phone: Story = {
  args: { columns: cardColumns },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Owners' });
    const [, body] = within(table).getAllByRole('rowgroup');
    const rows = within(body!).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    // The row number leaves the card but not the table a screen reader reads.
    await expect(firstNumbers(table)).toEqual(['1', '2', '3', '4', '5', '6']);
    const first = within(rows[0]!);
    await expect(first.getByRole('cell', { name: 'Aisyah Rahman' })).toBeVisible();
    await expect(first.getByText('Unit No')).toBeVisible();
    const view = first.getByRole('button', { name: 'View Aisyah Rahman' });
    await expectWithinViewport([view, rows[0]!]);
    // The foot of the card: View sits below the last field.
    await expect(view.getBoundingClientRect().top).toBeGreaterThan(
      first.getByText('Active').getBoundingClientRect().bottom,
    );
    await userEvent.click(view);
    await expect(view).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View Tan Wei Hakim' })).toHaveFocus();
  },
};

/** Columns that leave no choice to a card: every one a labelled field, the action included. */
export const PhoneUnmarkedColumns: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Owners' });
    await expect(within(table).getAllByText('Action')[0]).toBeVisible();
    await expectWithinViewport(canvas.getAllByRole('button', { name: /^View / }));
  },
};

/** A long name and unit number wrap inside the card; the row's actions stay on screen. */
export const PhoneLongText: Story = {
  args: {
    columns: cardColumns,
    rows: [
      {
        id: 'long',
        name: 'Datin Seri Nurul Izzah binti Abdul Rahman Al-Haj (on behalf of the estate of the late Tan Sri Abdul Rahman)',
        unit: 'TOWER-C-PENTHOUSE-38-01A-WITH-ROOFTOP-GARDEN',
        phone: '+60 12-345 6789',
        active: true,
      },
      ...makeOwners(2, 1),
    ],
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const view = canvas.getByRole('button', { name: /^View Datin Seri/ });
    const unit = canvas.getByText('TOWER-C-PENTHOUSE-38-01A-WITH-ROOFTOP-GARDEN');
    await expectWithinViewport([view, unit]);
    await userEvent.click(view);
    await expect(view).toHaveFocus();
  },
};

/** Loading and 'No Data' at phone width: the same states, within the screen. */
export const PhoneEmpty: Story = {
  args: { columns: cardColumns, rows: [] },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Owners' });
    await expect(within(table).getByText('No Data')).toBeVisible();
    await expectWithinViewport([table]);
  },
};
