import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Ui from '../../packages/ui/src/index';

// Another property product importing @strata/ui as published: through the exports map to dist/.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/ui');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  publishConfig: { exports: { '.': { default: string; types: string } } };
};
const entry = manifest.publishConfig.exports['.'];

let ui: typeof Ui;

beforeAll(async () => {
  ui = (await import(pathToFileURL(path.join(root, entry.default)).href)) as typeof Ui;
});

type Unit = { id: number; unit_no: string; owner: string };
const units: Unit[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  unit_no: `A-${String(i + 21).padStart(2, '0')}`,
  owner: `Owner ${i + 21}`,
}));

describe('@strata/ui as published', () => {
  it('given the exports map, ships type declarations for the data table and modal', () => {
    const types = readFileSync(path.join(root, entry.types), 'utf8');
    expect(types).toContain('DataTableProps');
    expect(types).toContain('ModalProps');
  });

  it('given rows on the second page, the built data table numbers them from 21 and pages by keyboard', async () => {
    const { DataTable, DataTablePagination } = ui;
    let page = 1;
    render(
      <>
        <DataTable
          aria-label="Units"
          columns={[
            { id: 'unit', header: 'Unit No', cell: (row: Unit) => row.unit_no },
            { id: 'owner', header: 'Owner', cell: (row: Unit) => row.owner },
          ]}
          rows={units}
          getRowId={(row) => String(row.id)}
          showRowNumbers
          page={1}
          pageSize={20}
        />
        <DataTablePagination
          aria-label="Units pages"
          defaultPage={1}
          pageSize={20}
          total={612}
          onPageChange={(next: number) => {
            page = next;
          }}
        />
      </>,
    );
    const table = screen.getByRole('table', { name: 'Units' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('21')).toBeInTheDocument();
    expect(within(firstRow).getByText('A-21')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Units pages' });
    expect(pages).toHaveTextContent('Showing 21–40 of 612');

    within(pages).getByRole('button', { name: /next/i }).focus();
    await userEvent.keyboard('{Enter}');
    expect(page).toBe(2);
  });

  it('given an open modal, the built modal is a named dialog that closes with Escape', async () => {
    const { Modal } = ui;
    render(
      <Modal title="Hold On!" description="Are you sure you want to logout?" defaultOpen>
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Hold On!' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
