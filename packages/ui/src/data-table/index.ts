export {
  DataTable,
  dataTableDensityOptions,
  dataTableStatusOptions,
  dataTableVariants,
} from './data-table';
export type {
  DataTableColumn,
  DataTableLabels,
  DataTableProps,
  DataTableStatus,
} from './data-table';
export { DataTablePagination, dataTablePaginationStateOptions } from './data-table-pagination';
export type {
  DataTablePaginationLabels,
  DataTablePaginationProps,
  DataTablePaginationState,
} from './data-table-pagination';
export { dataTableCardSlotOptions } from './data-table-cell';
export type { DataTableCardSlot } from './data-table-cell';
