import type { Database } from './database';

/**
 * How often PGlite's tables are looked at for fresh statistics and dead rows. Each look does at
 * most one table, so the one connection is never held for more than one table's ANALYZE or
 * VACUUM at a time.
 */
export const MAINTENANCE_EVERY_MS = 15_000;

/*
 * PostgreSQL's autovacuum thresholds (its defaults): a table is analyzed once more than 50 rows
 * plus 10 % of it changed since it last was, and vacuumed once more than 50 rows plus 20 % of it
 * are dead.
 */
const ANALYZE_BASE = 50;
const ANALYZE_SHARE = 0.1;
const VACUUM_BASE = 50;
const VACUUM_SHARE = 0.2;
/* …and vacuumed once more than 1,000 rows plus 20 % of it were added (marking pages all-visible). */
const INSERT_BASE = 1000;
const INSERT_SHARE = 0.2;

/** The statistics target of the maintenance's ANALYZE (PostgreSQL's default: 100). */
const STATISTICS_TARGET = 10;

type TableStats = {
  name: string;
  tuples: number;
  modified: number;
  dead: number;
  inserted: number;
};

/** What one look did: the table, what it ran and how long it took (ms). */
export type Maintained = { table: string; action: 'analyze' | 'vacuum'; ms: number } | null;

/**
 * What PostgreSQL's autovacuum does, for PGlite, which has none (docs/adr/0020): without it the
 * planner never learns how large a table grew and plans every query as if it were nearly empty
 * (the dashboard's statement ran 8 times slower), and dead rows are never reclaimed. Each look
 * takes the table furthest past autovacuum's thresholds and vacuums it (dead rows, or many added) or analyzes it
 * (changed rows); the rest wait for the next look. Answers what it did.
 */
export async function maintainTables(
  db: Pick<Database, 'query' | 'transaction'>,
): Promise<Maintained> {
  // The statistics of the statements just run reach the views once the backend is next idle.
  await db.query('select pg_stat_force_next_flush()');
  const tables = await db.query<TableStats>(
    `select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name,
            greatest(c.reltuples, 0)::float8 as tuples,
            s.n_mod_since_analyze::float8 as modified,
            s.n_dead_tup::float8 as dead,
            s.n_ins_since_vacuum::float8 as inserted
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      order by s.relname`,
  );
  let most: { table: string; action: 'analyze' | 'vacuum'; past: number } | null = null;
  for (const table of tables) {
    const dead = Math.max(
      table.dead / (VACUUM_BASE + VACUUM_SHARE * table.tuples),
      table.inserted / (INSERT_BASE + INSERT_SHARE * table.tuples),
    );
    const modified = table.modified / (ANALYZE_BASE + ANALYZE_SHARE * table.tuples);
    const [action, past] =
      dead > 1 ? (['vacuum', dead] as const) : (['analyze', modified] as const);
    if (past > 1 && (!most || past > most.past)) most = { table: table.name, action, past };
  }
  if (!most) return null;
  const { table, action } = most;
  const started = performance.now();
  if (action === 'vacuum') await db.query(`vacuum ${table}`);
  // A sample of 3,000 rows rather than 30,000 (statistics target 10, not 100): the connection is
  // held far shorter (a 30,000-row table took 88 ms), and the planner's estimates stay close.
  await db.transaction(async (tx) => {
    await tx.query(`set local default_statistics_target = ${STATISTICS_TARGET}`);
    await tx.query(`analyze ${table}`);
  });
  return { table, action, ms: Math.round(performance.now() - started) };
}

/**
 * Runs `maintainTables` now and every `everyMs`, one look at a time, until the answered stop is
 * called (which waits for a look under way). A failed look is reported and the next one tries
 * again.
 */
export function startMaintenance(
  db: Pick<Database, 'query' | 'transaction'>,
  report: { onDone?: (done: NonNullable<Maintained>) => void; onError: (error: unknown) => void },
  everyMs = MAINTENANCE_EVERY_MS,
) {
  /** The look under way, if any. */
  let running: Promise<void> | null = null;
  let stopped = false;
  const look = () => {
    if (stopped || running) return;
    running = maintainTables(db)
      .then(
        (done) => {
          if (done) report.onDone?.(done);
        },
        (error: unknown) => {
          if (!stopped) report.onError(error);
        },
      )
      .finally(() => {
        running = null;
      });
  };
  look();
  const timer = setInterval(look, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
