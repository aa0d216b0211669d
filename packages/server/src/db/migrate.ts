import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './database';

/** One versioned migration: its id (drizzle-kit's tag) and its statements. */
export type Migration = { id: string; statements: string[] };

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The folder drizzle-kit writes to (packages/server/drizzle): next to dist/ when bundled, two
 * levels up from src/db/ when run from source.
 */
export function migrationsFolder(): string {
  const candidates = [path.resolve(here, '../drizzle'), path.resolve(here, '../../drizzle')];
  const found = candidates.find((folder) => existsSync(path.join(folder, 'meta/_journal.json')));
  if (!found) throw new Error(`No migrations found (looked in ${candidates.join(', ')})`);
  return found;
}

/** The migrations drizzle-kit generated, in journal order. */
export function loadMigrations(folder: string = migrationsFolder()): Migration[] {
  const files = readMigrationFiles({ migrationsFolder: folder });
  const journal = readJournalTags(folder);
  return files.map((file, index) => ({
    id: journal[index] ?? String(file.folderMillis),
    // drizzle-kit qualifies references with "public"; dropping it lets the migrations land in
    // the search path's schema (a test run's own schema, or a deployment's chosen one).
    statements: file.sql
      .map((statement) => statement.replaceAll('"public".', '').trim())
      .filter(Boolean),
  }));
}

function readJournalTags(folder: string): string[] {
  // readMigrationFiles drops the tag; the journal keeps it, in the same order.
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

/**
 * Applies the migrations not yet applied, in order. Each applies once (recorded in
 * schema_migrations) and in its own transaction: a failing migration leaves nothing behind.
 */
export async function migrate(
  db: Database,
  list: Migration[] = loadMigrations(),
): Promise<string[]> {
  await db.query(`create table if not exists schema_migrations (
    id text primary key,
    applied_at timestamptz not null default now()
  )`);
  const done = new Set(
    (await db.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id),
  );
  const applied: string[] = [];
  for (const migration of list) {
    if (done.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    });
    applied.push(migration.id);
  }
  return applied;
}
