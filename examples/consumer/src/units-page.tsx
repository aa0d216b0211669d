import { useState } from 'react';
import {
  Button,
  DataTable,
  DataTablePagination,
  Modal,
  ModalClose,
  PageHeader,
  Pill,
} from '@strata/ui';
import type { DataTableColumn } from '@strata/ui';

type Unit = { id: number; unitNo: string; owner: string | null };

const units: Unit[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  unitNo: `A-${String(index + 1).padStart(2, '0')}`,
  owner: index % 4 === 3 ? null : `Owner ${index + 1}`,
}));

const PAGE_SIZE = 5;

/** The units, five a page; each row's button opens the unit in a modal. */
export function UnitsPage() {
  const [page, setPage] = useState(0); // zero-based, as DataTable and DataTablePagination count
  const [shown, setShown] = useState<Unit | null>(null);

  const columns: DataTableColumn<Unit>[] = [
    { id: 'unit', header: 'Unit No', cell: (unit) => unit.unitNo },
    { id: 'owner', header: 'Owner', cell: (unit) => unit.owner ?? '—' },
    {
      id: 'status',
      header: 'Status',
      cell: (unit) =>
        unit.owner ? <Pill variant="active">Owned</Pill> : <Pill variant="inactive">Vacant</Pill>,
    },
    {
      id: 'view',
      header: 'Details',
      cell: (unit) => (
        <Button variant="outline" size="sm" onClick={() => setShown(unit)}>
          View {unit.unitNo}
        </Button>
      ),
    },
  ];

  return (
    <main style={{ maxWidth: 840, margin: '2rem auto', display: 'grid', gap: '1rem' }}>
      <PageHeader title="Units" />
      <DataTable
        aria-label="Units"
        columns={columns}
        rows={units.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
        getRowId={(unit) => String(unit.id)}
        showRowNumbers
        page={page}
        pageSize={PAGE_SIZE}
      />
      <DataTablePagination
        aria-label="Units pages"
        page={page}
        onPageChange={setPage}
        pageSize={PAGE_SIZE}
        total={units.length}
      />
      <Modal
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open) setShown(null);
        }}
        title={`Unit ${shown?.unitNo ?? ''}`}
        description={shown?.owner ? `Owned by ${shown.owner}` : 'No owner yet'}
        footer={
          <ModalClose asChild>
            <Button>Done</Button>
          </ModalClose>
        }
      >
        <p>Block A, level {shown ? Math.ceil(shown.id / 4) : ''}.</p>
      </Modal>
    </main>
  );
}
