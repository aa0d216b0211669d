import type { Database } from './database';

/** How often PGlite's tables are looked at for fresh statistics and dead rows. */
export const MAINTENANCE_EVERY_MS = 60_000;

/*
 * PostgreSQL's autovacuum thresholds (its defaults): a table is analyzed once more than 50 rows
 * plus 10 % of it changed since it last was, and vacuumed once more than 50 rows plus 20 % of it
 * are dead.
 */
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;

type TableStats = { name: string; tuples: number; modified: number; dead: number };

/**
 * What PostgreSQL's autovacuum does, for PGlite, which has none (docs/adr/0020): without it the
 * planner never learns how large a table grew and plans every query as if it were nearly empty
 * (the dashboard's statement ran 8 times slower), and dead rows are never reclaimed. Each pass
 * analyzes the tables past autovacuum's change threshold and vacuums those past its dead-row one;
 * it runs on the one connection like any statement, table by table. Answers what it did.
 */
export async function maintainTables(
  db: Pick<Database, 'query'>,
): Promise<{ analyzed: string[]; vacuumed: string[] }> {
  // The statistics of the statements just run reach the views once the backend is next idle.
  await db.query('select pg_stat_force_next_flush()');
  const tables = await db.query<TableStats>(
    `select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name,
            greatest(c.reltuples, 0)::float8 as tuples,
            s.n_mod_since_analyze::float8 as modified,
            s.n_dead_tup::float8 as dead
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      order by s.relname`,
  );
  const analyzed: string[] = [];
  const vacuumed: string[] = [];
  for (const table of tables) {
    if (table.dead > VACUUM_BASE + VACUUM_SHARE * table.tuples) {
      await db.query(`vacuum (analyze) ${table.name}`);
      vacuumed.push(table.name);
      analyzed.push(table.name);
    } else if (table.modified > ANALYZE_BASE + ANALYZE_SHARE * table.tuples) {
      await db.query(`analyze ${table.name}`);
      analyzed.push(table.name);
    }
  }
  return { analyzed, vacuumed };
}

/**
 * Runs `maintainTables` now and every `everyMs` until the answered stop is called (which waits
 * for a pass under way). A failed pass is reported and the next one tries again.
 */
export function startMaintenance(
  db: Pick<Database, 'query'>,
  onError: (error: unknown) => void,
  everyMs = MAINTENANCE_EVERY_MS,
) {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const pass = () => {
    if (stopped) return;
    running = maintainTables(db).catch((error: unknown) => {
      if (!stopped) onError(error);
    });
  };
  pass();
  const timer = setInterval(pass, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
