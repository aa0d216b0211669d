import type { Database } from './database';

export type Migration = { id: string; sql: string };

/** Versioned migrations, applied in order at start; each applies once, in its own transaction. */
export const migrations: Migration[] = [
  {
    id: '0001_meta',
    sql: `create table strata_meta (
      key text primary key,
      value text not null,
      updated_at timestamptz not null default now()
    );
    insert into strata_meta (key, value) values ('created_at', now()::text);`,
  },
];

export async function migrate(db: Database, list: Migration[] = migrations): Promise<string[]> {
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
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    });
    applied.push(migration.id);
  }
  return applied;
}

/** Splits a migration on semicolons that end a line; migrations keep one statement per `;\n`. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter(Boolean);
}
