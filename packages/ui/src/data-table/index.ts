export {
  DataTable,
  dataTableDensityOptions,
  dataTableRowNumber,
  dataTableStatusOptions,
  dataTableVariants,
} from './data-table';
export type {
  DataTableColumn,
  DataTableLabels,
  DataTableProps,
  DataTableStatus,
} from './data-table';
export { DataTablePagination, dataTablePageCount } from './data-table-pagination';
export type { DataTablePaginationLabels, DataTablePaginationProps } from './data-table-pagination';
