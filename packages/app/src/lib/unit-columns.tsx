import type { DataTableColumn } from '@strata/ui';
import { Link } from 'react-router-dom';

/** A row that names a unit. */
type UnitRow = { id: number | string; unit_no: string };

/** The 'Unit No' column of a units table: the number, linking to the unit's detail. */
export function unitNoColumn<Row extends UnitRow>(header: string): DataTableColumn<Row> {
  return {
    id: 'unit_no',
    header,
    className: 'whitespace-nowrap',
    cell: (unit) => (
      <Link
        className="font-medium text-primary underline-offset-4 hover:underline"
        to={`/d/units/${unit.id}`}
      >
        {unit.unit_no}
      </Link>
    ),
  };
}
