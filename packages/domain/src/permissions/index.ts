export {
  can,
  isAdmin,
  isAdminOrSuperUser,
  isDeveloper,
  isGuard,
  isManager,
  isOwner,
  isTenant,
  isProviderStaff,
  isSuperUser,
  PERMISSIONS,
  policyName,
  ROLES,
} from './subject';
export type { AreaPolicies, PermissionSubject, PolicyEntry, ServiceRef } from './subject';
export { buildMenu } from './menu';
export type { CounterKey, MenuEntry, ServerNav } from './menu';
export { guardRoute } from './route-guard';
export { DASHBOARD_PATH, guardSession, LOGIN_PATH } from './session-guard';
export type { RouteDecision } from './session-guard';
export {
  DEFAULT_PRODUCT_NAME,
  gateService,
  OWNER_ONLY_SERVICES,
  tenantRefused,
  hasService,
  ONLINE_BANKING_UNAVAILABLE,
  serviceEnableMessage,
  serviceForPath,
  serviceToggleOutcome,
  serviceUnavailableMessage,
  SERVICES,
} from './services';
export type { GateResult, ServiceName, ServiceToggleOutcome } from './services';
export { canDownloadReport, isStaffSelectLocked, reportTypesFor } from './reports';
export {
  addDays,
  canAddPayment,
  canDeleteUser,
  canEditUnit,
  canIssueInvoice,
  canManageAnnouncements,
  canManagePropertyStatus,
  canResolveSupport,
  canReviewPayment,
  canUseProviderTools,
  hasFreeOwnerSlot,
  reRegisterVisitor,
  showsVisitorUnitColumn,
  unitActions,
  userListActions,
  userRowActions,
  visitorActions,
} from './actions';
export type {
  UnitActions,
  UnitOwnerSlots,
  UserListActions,
  UserListContext,
  UserListType,
  UserRowActions,
  VisitorActions,
  VisitorActionSubject,
  VisitorDraft,
  VisitorDraftSource,
} from './actions';
