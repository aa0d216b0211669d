import { VisitorList } from '../../lib/visitor-list';

/** The Visitors tab: the unit's visitors, Upcoming and Past, searchable and paged (spec 001 §2). */
export function UnitVisitorsTab({ unitId }: { unitId: number }) {
  // The unit's own tabs own `tab`; this row of tabs takes `visitors`.
  return <VisitorList unitId={unitId} tabParam="visitors" />;
}
