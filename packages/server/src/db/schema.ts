import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';

/**
 * Every entity of specs 000, 001 and 002, in PostgreSQL's dialect. Calls that arrive in later
 * issues (finance, inbox, support, settings, reports, chat) already have their tables, so the
 * dashboard's totals and counters are real from the start.
 *
 * Conventions: `serial` ids (the wire's ids are numbers), money as numeric(12,2) read as strings
 * and turned into numbers at the edge, times as timestamptz, calendar days as `date`.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * A trigram index on a searched text column (issue 17): lists search with `ILIKE '%…%'`, which no
 * B-tree can answer. pg_trgm ships with PostgreSQL and PGlite; migration 0004 creates it and
 * names its operator class by the extension's schema, so the index lands in any search path.
 * Without fastupdate, rows join the index as they are written: a pending list (which PGlite, with
 * no autovacuum, would never merge) made every search after a bulk import scan it whole.
 */
const trigram = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false });

/**
 * Raw bytes. node-postgres reads bytea as a Buffer and PGlite as a Uint8Array; both come back as
 * a Buffer.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Key/value facts about this database (creation time, when demo data was seeded). */
export const meta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- properties and services

/** Spec 001 §3: a property (condominium) with its bank data. */
export const properties = pgTable('properties', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  developer: text('developer'),
  managedBy: text('managed_by'),
  email: text('email').notNull(),
  contact: text('contact').notNull(),
  bankName: text('bank_name'),
  bankAcc: text('bank_acc'),
  address: text('address').notNull(),
  address2: text('address_2'),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  active: boolean('active').notNull().default(true),
  img: text('img'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 002 §1: the seven services a property may enable (all_services). */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** Which services each property has enabled. */
export const propertyServices = pgTable(
  'property_services',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    enabledAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.serviceId] })],
);

// ---------------------------------------------------------------- roles and policies

/**
 * Spec 002 §3: a role of a property (Admin, Manager, Accountant, Security Guard, Owner, or one a
 * Manager added). System roles are read-only and cannot be deleted.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    system: boolean('system').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_property_name').on(t.propertyId, t.name)],
);

/** One permission switch of a role on an access area ('Units' × 'Create'). */
export const rolePolicies = pgTable(
  'role_policies',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    permission: text('permission').notNull(),
    active: boolean('active').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.area, t.permission] })],
);

/**
 * The policies each role name starts with when a property is created, and a new role's
 * starting point (spec 002 §3 default_policies; role `*` holds the new-role template).
 */
export const defaultPolicies = pgTable(
  'default_policies',
  {
    roleName: text('role_name').notNull(),
    area: text('area').notNull(),
    permission: text('permission').notNull(),
    active: boolean('active').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roleName, t.area, t.permission] })],
);

// ---------------------------------------------------------------- users, devices, sessions

/**
 * Spec 000 §3 / 001 §3: owners, staff and provider staff. `role` names a role of the user's
 * property; a super user (platform operator) may have no property.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull().default(''),
    ic: text('ic'),
    gender: text('gender'),
    maritalStatus: text('marital_status'),
    emergencyContact: text('emergency_contact'),
    role: text('role').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    img: text('img'),
    isSuperUser: boolean('is_super_user').notNull().default(false),
    isSkaloot: boolean('is_skaloot').notNull().default(false),
    /** Spec 002 §6: a developer-level user (app version, error log, API request log). */
    isDeveloper: boolean('is_developer').notNull().default(false),
    isGuard: boolean('is_guard').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    lastActive: timestamp('last_active', { withTimezone: true }),
    appVersion: text('app_version'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username').on(sql`lower(${t.username})`),
    uniqueIndex('users_email').on(sql`lower(${t.email})`),
    index('users_property_role').on(t.propertyId, t.role),
    // The owners and admins lists: newest first, within a property or across all.
    index('users_property_created').on(t.propertyId, t.createdAt, t.id),
    index('users_created').on(t.createdAt, t.id),
    trigram('users_name_trgm', t.name),
    trigram('users_username_trgm', t.username),
    trigram('users_email_trgm', t.email),
    trigram('users_contact_trgm', t.contact),
  ],
);

/** Spec 000 §3: a user's registered device (one a user, replaced on a new registration). */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform').notNull(),
    verified: boolean('verified').notNull().default(false),
    appVersion: text('app_version'),
    registeredAt: createdAt(),
    lastUsed: timestamp('last_used', { withTimezone: true }),
  },
  (t) => [uniqueIndex('devices_user').on(t.userId)],
);

/** A signed-in session: an opaque bearer token, stored only as its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    platform: text('platform').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Every evaluated sign-in try, for the sign-in delays per account and per account and address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    address: text('address').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The account tried: `u:{id}`, or the lowered login when no account matches, so the sign-in
     * delays treat unknown logins as known ones (issue 15 §4).
     */
    account: text('account'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_address').on(t.address, t.createdAt),
    index('login_attempts_user').on(t.userId, t.createdAt),
    index('login_attempts_account').on(t.account, t.createdAt),
  ],
);

/**
 * A pending account change mailed to its user (issue 15): a temporary password from forgot
 * password (`password`, its scrypt hash; the old password works until it is used) or a new e-mail
 * address waiting for its confirmation link (`email`, the link token's SHA-256). Each works once,
 * until `expires_at`.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    secretHash: text('secret_hash').notNull(),
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user').on(t.userId, t.kind)],
);

/**
 * Fixed-window request counters every server instance shares (issue 15): `key` names what is
 * counted ('forgot:email:…'), `window_start` the window, `hits` is raised in one atomic upsert.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_counters_window').on(t.windowStart),
  ],
);

// ---------------------------------------------------------------- units, cards, visitors

/** Spec 001 §3: a unit with up to three owners (user_id, user_id_2, user_id_3). */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitNo: text('unit_no').notNull(),
    level: integer('level'),
    block: text('block'),
    squareFeet: integer('square_feet'),
    parkingLot: text('parking_lot'),
    parkingLot2: text('parking_lot_2'),
    maintenanceAmount: money('maintenance_amount'),
    waterAmount: numeric('water_amount', { precision: 12, scale: 4, mode: 'number' }),
    otherAmount: money('other_amount'),
    remark: text('remark'),
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    userId2: integer('user_id_2').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    userId3: integer('user_id_3').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    issueOn: date('issue_on'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('units_property_unit_no').on(t.propertyId, sql`lower(${t.unitNo})`),
    index('units_user').on(t.userId),
    index('units_user_2').on(t.userId2),
    index('units_user_3').on(t.userId3),
    // The units list: by unit number, within a property or across all.
    index('units_property_unit_no_order').on(t.propertyId, t.unitNo, t.id),
    index('units_unit_no_order').on(t.unitNo, t.id),
    trigram('units_unit_no_trgm', t.unitNo),
    trigram('units_block_trgm', t.block),
  ],
);

/** Spec 001 §3: an access card of a unit; serial numbers are unique across the platform. */
export const accessCards = pgTable(
  'access_cards',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('access_cards_serial').on(sql`lower(${t.serialNumber})`),
    index('access_cards_unit').on(t.unitId, t.serialNumber),
  ],
);

/**
 * Spec 000 §3 / 001 §3: a visitor registration with its unique QR code. Its status is derived
 * (Upcoming, Checked In, Checked Out, Expired), not stored.
 */
export const visitors = pgTable(
  'visitors',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    qrcode: text('qrcode').notNull().unique(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    vehicleNo: text('vehicle_no').notNull(),
    type: text('type').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    checkedOutBy: integer('checked_out_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('visitors_property_start').on(t.propertyId, t.startDate),
    index('visitors_unit').on(t.unitId),
    index('visitors_property_start_order').on(t.propertyId, t.startDate, t.id),
    index('visitors_start_order').on(t.startDate, t.id),
    trigram('visitors_name_trgm', t.name),
    trigram('visitors_contact_trgm', t.contact),
    trigram('visitors_vehicle_no_trgm', t.vehicleNo),
    trigram('visitors_qrcode_trgm', t.qrcode),
  ],
);

// ---------------------------------------------------------------- audit

/** Spec 001 §3: one activity-log entry; `username` is kept even if the user goes. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    module: text('module').notNull(),
    action: text('action').notNull(),
    ticket: text('ticket'),
    subTicket: text('sub_ticket'),
    booking: text('booking'),
    package: text('package'),
    addon: text('addon'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_property_created').on(t.propertyId, t.createdAt, t.id),
    index('audit_created').on(t.createdAt, t.id),
  ],
);

// ---------------------------------------------------------------- finance

/**
 * Spec 002 §3: one account-statement row of a unit. An invoice is a debit (highlighted), a
 * verified payment a credit; a unit's outstanding is the sum of debits less credits.
 */
export const accountStatements = pgTable(
  'account_statements',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    date: date('date').notNull(),
    dueDate: date('due_date'),
    month: text('month'),
    refNo: text('ref_no').notNull(),
    description: text('description').notNull(),
    credit: money('credit').notNull().default(0),
    debit: money('debit').notNull().default(0),
    previousReading: numeric('previous_reading', { mode: 'number' }),
    currentReading: numeric('current_reading', { mode: 'number' }),
    paymentId: integer('payment_id').references((): AnyPgColumn => payments.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_statements_ref').on(t.propertyId, t.refNo),
    index('account_statements_unit_date').on(t.unitId, t.date, t.id),
    index('account_statements_property_date').on(t.propertyId, t.date, t.id),
    index('account_statements_date').on(t.date, t.id),
  ],
);

/** Spec 002 §3: a payment with its receipt; Pending until a non-owner verifies or rejects it. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    date: date('date').notNull(),
    month: text('month'),
    refNo: text('ref_no').notNull(),
    amount: money('amount').notNull(),
    paymentType: text('payment_type').notNull(),
    bank: text('bank'),
    doc: text('doc'),
    status: text('status').notNull().default('Pending'),
    platform: text('platform').notNull().default('web_app'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_ref').on(t.propertyId, t.refNo),
    index('payments_property_status').on(t.propertyId, t.status),
    index('payments_unit').on(t.unitId, t.date, t.id),
    index('payments_property_date').on(t.propertyId, t.date, t.id),
    index('payments_date').on(t.date, t.id),
  ],
);

// ---------------------------------------------------------------- communication

/** Spec 002 §3: an announcement to a property's Owners or Admins. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    recipient: text('recipient').notNull(),
    attachment: text('attachment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('announcements_property_created').on(t.propertyId, t.createdAt, t.id),
    index('announcements_created').on(t.createdAt, t.id),
  ],
);

/** Who has read which announcement (total_read). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

/** Spec 002 §3: an inbox item of one user; deleting archives it, clearing the archive removes it. */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id').references(() => announcements.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    attachment: text('attachment'),
    isRead: boolean('is_read').notNull().default(false),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_user_created').on(t.userId, t.createdAt, t.id)],
);

/** Spec 002 §3: a bug report or support request; Pending until a super user resolves it. */
export const supportReports = pgTable(
  'support_reports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    report: text('report').notNull(),
    status: text('status').notNull().default('Pending'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_status').on(t.status),
    index('support_user_created').on(t.userId, t.createdAt, t.id),
    index('support_created').on(t.createdAt, t.id),
  ],
);

/** A staff chat message between provider staff and an online user (spec 000 §3, §7). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    msgId: text('msg_id').notNull().unique(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_recipient').on(t.recipientId, t.createdAt)],
);

// ---------------------------------------------------------------- settings and diagnostics

/** Spec 002 §3: a property's settings (app status, ticket expiry, minimum ages). */
export const settings = pgTable('settings', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  online: boolean('online').notNull().default(true),
  agentsTicketExpiryPeriod: integer('agents_ticket_expiry_period').notNull().default(12),
  childMinAge: integer('child_min_age').notNull().default(3),
  adultMinAge: integer('adult_min_age').notNull().default(13),
  seniorMinAge: integer('senior_min_age').notNull().default(60),
  superSeniorMinAge: integer('super_senior_min_age').notNull().default(80),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 002 §3: the mobile apps' current versions; the newest row is the answer. */
export const appVersions = pgTable('app_versions', {
  id: serial('id').primaryKey(),
  android: text('android').notNull(),
  ios: text('ios').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Spec 000 §8 / 002: script errors reported by clients; Clear Log empties it. */
export const errorLog = pgTable(
  'error_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    detail: text('detail'),
    url: text('url'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('error_log_created').on(t.createdAt, t.id)],
);

/** Spec 002 §3: one API call, for the API request log. */
export const apiRequestLog = pgTable(
  'api_request_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username'),
    method: text('method').notNull(),
    url: text('url').notNull(),
    postData: jsonb('post_data'),
    platform: text('platform'),
    userAgent: text('user_agent'),
    statusCode: integer('status_code'),
    createdAt: createdAt(),
  },
  (t) => [index('api_request_log_created').on(t.createdAt)],
);

/** Spec 002: a property's house-rules document. */
export const houseRules = pgTable('house_rules', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  doc: text('doc').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A stored upload: server-generated name, what it was called, its checked type and size. */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  originalName: text('original_name').notNull(),
  kind: text('kind').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  /**
   * The file itself, so every instance serves it (issue 15 §9). Null for files stored before
   * 0005_upload_contents, which are still read from DATA_DIR/uploads.
   */
  content: bytea('content'),
});

// ---------------------------------------------------------------- bookings and report data

/** Spec 002 §3 reports data: a booking agent (group types, company). */
export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  groupType: text('group_type').notNull().default('Agent'),
});

/** Spec 002 §3 reports data: a package that can be booked. */
export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  price: money('price').notNull(),
});

/** Spec 002 §3 reports data: a jetty. */
export const jettys = pgTable('jettys', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
});

/** Spec 002 §3 reports data: a food or other add-on. */
export const addons = pgTable('addons', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  price: money('price').notNull(),
});

/** A boat of a property, by its operator: the trips of the trip and boat_operator reports. */
export const boats = pgTable('boats', {
  id: serial('id').primaryKey(),
  propertyId: integer('property_id')
    .notNull()
    .references(() => properties.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** normal or chartered (spec 002 §9 boat types). */
  boatType: text('boat_type').notNull().default('normal'),
  operator: text('operator').notNull(),
  capacity: integer('capacity').notNull(),
});

/** Spec 002 §3 reports data: how a booking was paid. */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** The bookings the bubble counters count: refund or cancel asked, VVIP, pending charters. */
export const BOOKING_FLAGGED =
  "(refund_requested_at is not null or cancel_requested_at is not null or vvip or (boat_type = 'chartered' and status = 'pending'))";

/**
 * A booking (ticket), behind the reports and the booking counters (refund and cancel requests,
 * VVIP and charter bookings). Staff on reports are the property's staff users.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    jettyId: integer('jetty_id').references(() => jettys.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    platform: text('platform').notNull(),
    status: text('status').notNull(),
    boatType: text('boat_type').notNull().default('normal'),
    tripType: text('trip_type'),
    groupType: text('group_type').notNull().default('Individual'),
    vvip: boolean('vvip').notNull().default(false),
    counter: integer('counter'),
    shift: integer('shift'),
    passengers: integer('passengers').notNull().default(1),
    /** Of the passengers: children and seniors (the rest are adults). */
    children: integer('children').notNull().default(0),
    seniors: integer('seniors').notNull().default(0),
    amount: money('amount').notNull(),
    boatId: integer('boat_id').references(() => boats.id, { onDelete: 'set null' }),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    /** When the ticket was scanned at the jetty (the redemption reports). */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** How often the ticket was printed again (the reprint report). */
    reprints: integer('reprints').notNull().default(0),
    /** A voided ticket: when, and the note the staff wrote (the void_note report). */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidNote: text('void_note'),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true }).notNull(),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_property_status').on(t.propertyId, t.status),
    // The reports read a property's bookings by purchase or departure time (spec 002 §7).
    index('bookings_property_purchased').on(t.propertyId, t.purchasedAt),
    index('bookings_property_departure').on(t.propertyId, t.departureAt),
    // The bubble counters read only the flagged bookings (session/session-user.ts).
    index('bookings_flagged').on(t.propertyId).where(sql.raw(BOOKING_FLAGGED)),
  ],
);

/** The add-ons of a booking. */
export const bookingAddons = pgTable(
  'booking_addons',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    addonId: integer('addon_id')
      .notNull()
      .references(() => addons.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.addonId] })],
);
