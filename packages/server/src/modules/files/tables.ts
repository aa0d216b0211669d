import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, bytea } from '../../db/columns';
import { users } from '../users/tables';

/* Stored uploads (spec 001 §7). */

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
   * The file itself, so every instance serves it (ADR 0007). Null for files stored before
   * 0005_upload_contents, which are still read from DATA_DIR/uploads.
   */
  content: bytea('content'),
});
