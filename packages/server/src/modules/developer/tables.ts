import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/tables';

/* The developer pages: app versions, the error log and the API request log (spec 002 §3). */

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
