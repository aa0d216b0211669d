/** Spec 002 §6: every report type the Report page knows (the "Others" list). */
export const REPORT_TYPES = [
  'trip',
  'marketing',
  'financial',
  'passenger',
  'agent',
  'agent_redeemed',
  'daily_redemption',
  'closing_account',
  'cash_movement',
  'reprint',
  'sales',
  'customer',
  'boat_operator',
  'void_note',
] as const;

/** One of {@link REPORT_TYPES}: the `{type}` of GET /api/reports/{type}. */
export type ReportType = (typeof REPORT_TYPES)[number];

/** Spec 002 §9: the report counter filter, 1 to 4 plus all. */
export const REPORT_COUNTERS = ['all', '1', '2', '3', '4'] as const;

/** One of {@link REPORT_COUNTERS}. */
export type ReportCounter = (typeof REPORT_COUNTERS)[number];

/** Spec 002 §9: the report shift filter, 1 to 4 plus all. */
export const REPORT_SHIFTS = ['all', '1', '2', '3', '4'] as const;

/** One of {@link REPORT_SHIFTS}. */
export type ReportShift = (typeof REPORT_SHIFTS)[number];

/** Spec 002 §9: the report time-slot filter. */
export const TIME_SLOTS = [
  'all',
  '09:00AM-06:00PM',
  '06:00PM-10:00PM',
  '10:00PM-12:00AM',
  '12:00AM-02:00AM',
] as const;

/** One of {@link TIME_SLOTS}. */
export type TimeSlot = (typeof TIME_SLOTS)[number];

/** Spec 002 §9: trip report types; 'Montly' is spelled as the product and its server spell it. */
export const TRIP_TYPES = ['Daily', 'Montly'] as const;

/** One of {@link TRIP_TYPES}. */
export type TripType = (typeof TRIP_TYPES)[number];

/** Spec 002 §9: the report status filter. */
export const REPORT_STATUSES = ['all', 'pending', 'approved', 'deposit', 'paid'] as const;

/** One of {@link REPORT_STATUSES}. */
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Spec 002 §9: the report platform filter (where a sale was made). */
export const PLATFORMS = [
  'all',
  'web_app',
  'mobile_app',
  'kiosk',
  'terminal',
  'counter',
  'booking',
  'agent_dashboard',
] as const;

/** One of {@link PLATFORMS}. */
export type Platform = (typeof PLATFORMS)[number];

/** Spec 002 §9: the report boat-type filter. */
export const BOAT_TYPES = ['all', 'normal', 'chartered'] as const;

/** One of {@link BOAT_TYPES}. */
export type BoatType = (typeof BOAT_TYPES)[number];

/** Spec 002 §9: the report group-type filter; 'Kindergarden' is spelled as the server sends it. */
export const GROUP_TYPES = [
  'All',
  'Individual',
  'Company',
  'Kindergarden',
  'Primary School',
  'Secondary School',
  'University',
  'Gov Agency',
  'Organization',
  'Association',
  'Agent',
  'Tour Guide',
  'Hotel',
] as const;

/** One of {@link GROUP_TYPES}. */
export type GroupType = (typeof GROUP_TYPES)[number];

/** Spec 002 §7: the filters of GET /api/reports/{type}, by their query names. */
export const REPORT_FILTER_NAMES = [
  'purchased_date',
  'departure_date',
  'month',
  'trip_type',
  'staff_id',
  'counter',
  'shift',
  'jetty_id',
  'time',
  'boat_type',
  'group_type',
  'group_type_value',
  'package_id',
  'addon_id',
  'payment_method',
  'platform',
  'status',
] as const;

/** One of {@link REPORT_FILTER_NAMES}. */
export type ReportFilterName = (typeof REPORT_FILTER_NAMES)[number];

/**
 * The filters each report type shows and sends, in the order the page lays them out. Spec 002 §2
 * says only that the filters depend on the type and §5 names the ones some types require; the rest
 * is our design: sales-side reports filter by purchase, operations reports by departure.
 */
export const REPORT_TYPE_FILTERS: Readonly<Record<ReportType, readonly ReportFilterName[]>> = {
  trip: ['trip_type', 'departure_date', 'staff_id', 'jetty_id', 'time', 'boat_type'],
  marketing: ['purchased_date', 'group_type', 'group_type_value', 'package_id', 'platform'],
  financial: ['purchased_date', 'package_id', 'payment_method', 'platform', 'status'],
  passenger: ['departure_date', 'jetty_id', 'time', 'boat_type', 'package_id'],
  agent: ['purchased_date', 'group_type', 'group_type_value', 'package_id', 'status'],
  agent_redeemed: ['departure_date', 'group_type', 'group_type_value', 'package_id'],
  daily_redemption: ['departure_date', 'jetty_id', 'time', 'package_id'],
  closing_account: ['purchased_date', 'staff_id', 'counter', 'shift', 'jetty_id'],
  cash_movement: ['purchased_date', 'staff_id', 'counter', 'shift', 'payment_method'],
  reprint: ['purchased_date', 'staff_id', 'counter'],
  sales: ['purchased_date', 'package_id', 'addon_id', 'payment_method', 'platform', 'status'],
  customer: ['purchased_date', 'group_type', 'group_type_value', 'platform'],
  boat_operator: ['month', 'jetty_id', 'boat_type'],
  void_note: ['purchased_date', 'staff_id', 'counter', 'shift'],
};
