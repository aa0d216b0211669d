import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';

/* Devices, sessions, sign-in tries and one-time account tokens (spec 000 §3). */

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
     * delays treat unknown logins as known ones.
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
 * A pending account change mailed to its user: a temporary password from forgot
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
