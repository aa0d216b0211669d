import type { NamedOption, WireId } from './common';

export type { ReportType } from '../constants/reports';

/** Spec 002 §3: the report page's filter data (GET /api/reports). */
export interface ReportsData {
  staffs: { id: WireId; name: string; role: string }[];
  agents: { id: WireId; name: string; company_name: string }[];
  packages: NamedOption[];
  jettys: NamedOption[];
  /** Addons. */
  foods: NamedOption[];
  payment_methods: NamedOption[];
}

/** Spec 002 §7: GET /api/booking/group-type/{group_type} answers a list with company_name. */
export interface GroupTypeEntry {
  id: WireId;
  company_name: string;
}
