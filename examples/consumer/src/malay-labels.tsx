import type { ReactNode } from 'react';
import { LabelsProvider } from '@strata/ui';
import type { LabelsOverride } from '@strata/ui';

/** The words @strata/ui draws itself, in Malay; any left out stay English. */
export const malayLabels: LabelsOverride = {
  dataTable: { noData: 'Tiada Data', loading: 'Memuatkan…', retry: 'Cuba lagi' },
  dataTablePagination: {
    first: 'Halaman pertama',
    previous: 'Halaman sebelumnya',
    next: 'Halaman seterusnya',
    last: 'Halaman terakhir',
    pageSpoken: (page, pages) => `Halaman ${page} daripada ${pages}`,
    showing: (from, to, total) =>
      total === 0 ? 'Memaparkan 0 daripada 0' : `Memaparkan ${from}–${to} daripada ${total}`,
  },
  modal: { close: 'Tutup' },
};

/** Everything below it speaks Malay; a component's own `labels` prop still wins. */
export function InMalay({ children }: { children: ReactNode }) {
  return <LabelsProvider labels={malayLabels}>{children}</LabelsProvider>;
}
