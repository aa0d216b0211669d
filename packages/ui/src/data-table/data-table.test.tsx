import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

type Owner = { id: string; name: string; unit: string };

const owners: Owner[] = [
  { id: 'o1', name: 'Aisyah Rahman', unit: 'A-01-01' },
  { id: 'o2', name: 'Tan Wei Ming', unit: 'A-01-02' },
  { id: 'o3', name: 'Priya Nair', unit: 'B-03-07' },
];

const columns: DataTableColumn<Owner>[] = [
  { id: 'name', header: 'Name', cell: (owner) => owner.name },
  { id: 'unit', header: 'Unit No', cell: (owner) => owner.unit },
];

const getRowId = (owner: Owner) => owner.id;

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!).getAllByRole('row');
}

describe('DataTable', () => {
  it('given the first page, numbers rows from 1', () => {
    render(<DataTable aria-label="Owners" columns={columns} rows={owners} getRowId={getRowId} />);
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('given zero-based page 2 of 20 rows, numbers rows from 41', () => {
    render(
      <DataTable
        aria-label="Owners"
        columns={columns}
        rows={owners}
        getRowId={getRowId}
        page={2}
        pageSize={20}
      />,
    );
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      '41',
      '42',
      '43',
    ]);
  });

  it('given a hidden column, leaves out its header and cells', () => {
    render(
      <DataTable
        aria-label="Owners"
        columns={[columns[0]!, { ...columns[1]!, hidden: true }]}
        rows={owners}
        getRowId={getRowId}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['#', 'Name']);
    expect(screen.queryByRole('cell', { name: 'A-01-01' })).not.toBeInTheDocument();
  });

  it('given no rows, shows No Data and the add action', () => {
    render(
      <DataTable
        aria-label="Owners"
        columns={columns}
        rows={[]}
        getRowId={getRowId}
        emptyAction={<button type="button">Add New</button>}
      />,
    );
    expect(screen.getByText('No Data')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeInTheDocument();
  });

  it('given it is loading, marks the table busy and announces loading', () => {
    render(
      <DataTable
        aria-label="Owners"
        columns={columns}
        rows={owners}
        getRowId={getRowId}
        status="loading"
      />,
    );
    expect(screen.getByRole('table', { name: 'Owners' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('Aisyah Rahman')).not.toBeInTheDocument();
  });

  it('given an error, shows the message and retries on request', async () => {
    const onRetry = vi.fn();
    render(
      <DataTable
        aria-label="Owners"
        columns={columns}
        rows={[]}
        getRowId={getRowId}
        status="error"
        errorMessage="Server unavailable"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given a highlight rule, marks only the matching rows', () => {
    render(
      <DataTable
        aria-label="Owners"
        columns={columns}
        rows={owners}
        getRowId={getRowId}
        isRowHighlighted={(owner) => owner.id === 'o2'}
      />,
    );
    expect(bodyRows().map((row) => row.hasAttribute('data-highlighted'))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('given rows shown as cards, labels each value with its header, hidden from screen readers', () => {
    render(<DataTable aria-label="Owners" columns={columns} rows={owners} getRowId={getRowId} />);
    const cell = within(bodyRows()[0]!).getByRole('cell', { name: 'A-01-01' });
    expect(within(cell).getByText('Unit No')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('columnheader', { name: 'Unit No' })).toBeInTheDocument();
  });

  it('given a title and an actions column, draws their cells without a label', () => {
    render(
      <DataTable
        aria-label="Owners"
        columns={[
          { ...columns[0]!, card: 'title' },
          columns[1]!,
          {
            id: 'action',
            header: 'Action',
            card: 'actions',
            cell: (owner) => <button type="button">Remove {owner.name}</button>,
          },
        ]}
        rows={owners}
        getRowId={getRowId}
      />,
    );
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.card)).toEqual(['hidden', 'title', 'field', 'actions']);
    expect(cells[1]).toHaveTextContent(/^Aisyah Rahman$/);
    expect(cells[3]).toHaveTextContent(/^Remove Aisyah Rahman$/);
  });
});
