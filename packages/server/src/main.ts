import { buildServer } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { startMaintenance } from './db/maintenance';
import { migrate } from './db/migrate';
import { seedDemo } from './seed/seed';

const config = readConfig();
const db = await openDatabase({
  ...config,
  // Every statement would fail from then on, while the process looked alive: stop, so whatever
  // supervises the server starts it again (the data directory is as the last commit left it).
  onThreadLost: (error) => {
    console.error('The database thread stopped; the server stops too.', error);
    process.exit(1);
  },
});
await migrate(db);

const seedOnly = process.argv.includes('--seed-only');
if (seedOnly || config.seedDemo) {
  const started = Date.now();
  const seeded = await seedDemo(db);
  if (seeded) console.log(`Demo data seeded in ${Date.now() - started} ms (${db.kind}).`);
  else if (seedOnly) console.log(`Demo data already there (${db.kind}).`);
}
if (seedOnly) {
  await db.close();
  process.exit(0);
}

const app = await buildServer({ config, db });
// PGlite has no autovacuum: the server keeps its statistics fresh and its dead rows reclaimed.
const stopMaintenance =
  db.kind === 'pglite'
    ? startMaintenance(db, {
        onDone: (done) => app.log.info(done, 'table maintenance'),
        onError: (error) => app.log.error({ err: error }, 'table maintenance'),
      })
    : async () => {};

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await stopMaintenance();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Strata is running at http://localhost:${config.port} (database: ${db.kind})`);
