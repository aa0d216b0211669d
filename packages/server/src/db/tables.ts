import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/* The platform's own tables: facts about the database, and the rate limits' counters. */

/** Key/value facts about this database (creation time, when demo data was seeded). */
export const meta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window request counters every server instance shares (ADR 0006): `key` names what is
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
