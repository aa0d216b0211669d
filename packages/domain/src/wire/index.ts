export type {
  ActionResponse,
  AutocompleteResponse,
  DetailResponse,
  DocumentUploadResponse,
  ImportResponse,
  ListResponse,
  NamedOption,
  PictureUploadResponse,
  WireDate,
  WireId,
} from './common';
export type {
  BubbleCounters,
  Device,
  Gender,
  MaritalStatus,
  OwnerSuggestion,
  UserRole,
  PropertyService,
  SessionUser,
  User,
  UserPolicy,
  UserProperty,
  UserListResponse,
  UserType,
  UserUnit,
} from './user';
export type {
  AnnouncementBrief,
  AuthenticateResponse,
  LoginResponse,
  Nav,
  NotificationResponse,
} from './session';
export type { ChartSeries, DashboardActivity, DashboardData } from './dashboard';
export type { Property, PropertyDetail } from './property';
export type {
  AccessCard,
  OwnerSlot,
  Unit,
  UnitAddResponse,
  UnitListResponse,
  UnitOwner,
} from './unit';
export type {
  PublicVisitorPass,
  Visitor,
  VisitorCheckResponse,
  VisitorStatus,
  VisitorSuggestion,
  VisitorTab,
  VisitorType,
} from './visitor';
export type { AuditEntry } from './audit';
export type {
  AccountStatementListResponse,
  AccountStatementRow,
  InvoiceType,
  OutstandingListResponse,
  Payment,
  PaymentListResponse,
  PaymentStatus,
  PaymentType,
} from './finance';
export type { Announcement, AnnouncementRecipient } from './announcement';
export type { InboxItem, InboxListResponse } from './inbox';
export type { SupportReport, SupportStatus } from './support';
export type { ApiRequestLogRow, AppVersion } from './diagnostics';
export type {
  AppVersionResponse,
  PolicyPermission,
  RolePolicy,
  RoleWithPolicies,
  Settings,
} from './settings';
export type { GroupTypeEntry, ReportType, ReportsData } from './reports';
