import { REPORT_TYPES, type ReportType } from '../constants/reports';
import { ROLES, type PermissionSubject } from './subject';

const REPORTS_BY_ROLE: Readonly<Record<string, readonly ReportType[]>> = {
  [ROLES.cashier]: ['closing_account', 'cash_movement', 'reprint', 'void_note'],
  [ROLES.csa]: ['trip', 'boat_operator', 'void_note'],
  [ROLES.marketing]: ['marketing', 'financial', 'agent', 'agent_redeemed', 'customer'],
};

/** The report tiles a user sees, in spec 002 §6 order for their role. */
export function reportTypesFor(user: PermissionSubject | null | undefined): readonly ReportType[] {
  return REPORTS_BY_ROLE[user?.role ?? ''] ?? REPORT_TYPES;
}

/** Cashier and CSA users have the staff select locked to themselves (spec 002 §6). */
export function isStaffSelectLocked(user: PermissionSubject | null | undefined): boolean {
  return user?.role === ROLES.cashier || user?.role === ROLES.csa;
}

const DOWNLOADABLE: ReadonlySet<string> = new Set(['agent', 'agent_redeemed', 'daily_redemption']);

/** Whether a report type offers Download beside Get Report (spec 002 §2). */
export function canDownloadReport(type: ReportType): boolean {
  return DOWNLOADABLE.has(type);
}
