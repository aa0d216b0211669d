import { useLingui } from '@lingui/react/macro';
import { formatDate, type Visitor } from '@strata/domain';
import { Pill, type DataTableColumn } from '@strata/ui';
import { useVisitorStatusText, useVisitorTypeText, VISITOR_STATUS_PILL } from './visitor-texts';

/** Options of {@link useVisitorColumns}. */
export type VisitorColumnsOptions = {
  /** Shows the Unit column (hidden for owners and inside a unit). */
  unit?: boolean;
  /** The Action column's cell, when the list has one. */
  action?: (visitor: Visitor) => React.ReactNode;
  /** Makes the name a link (the visitor's detail). */
  name?: (visitor: Visitor) => React.ReactNode;
};

/**
 * The visitors list columns (spec 001 §2): Name, Unit, Date, Contact, Vehicle No, Type, Status
 * (pill) and Action; the visitors screen and a unit's Visitors tab share them.
 */
export function useVisitorColumns({
  unit = false,
  action,
  name,
}: VisitorColumnsOptions = {}): DataTableColumn<Visitor>[] {
  const { t } = useLingui();
  const statusText = useVisitorStatusText();
  const typeText = useVisitorTypeText();
  return [
    { id: 'name', header: t`Name`, cell: (visitor) => name?.(visitor) ?? visitor.name },
    {
      id: 'unit',
      header: t`Unit`,
      className: 'whitespace-nowrap',
      cell: (visitor) => visitor.unit.unit_no,
      hidden: !unit,
    },
    {
      id: 'date',
      header: t`Date`,
      className: 'whitespace-nowrap',
      cell: (visitor) => formatDate(visitor.start_date),
    },
    { id: 'contact', header: t`Contact`, cell: (visitor) => visitor.contact },
    { id: 'vehicle_no', header: t`Vehicle No`, cell: (visitor) => visitor.vehicle_no },
    { id: 'type', header: t`Type`, cell: (visitor) => typeText(visitor.type) },
    {
      id: 'status',
      header: t`Status`,
      cell: (visitor) => (
        <Pill variant={VISITOR_STATUS_PILL[visitor.status]}>{statusText(visitor.status)}</Pill>
      ),
    },
    {
      id: 'action',
      header: t`Action`,
      className: 'whitespace-nowrap',
      cell: (visitor) => action?.(visitor) ?? null,
      hidden: action === undefined,
    },
  ];
}
