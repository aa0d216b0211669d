import { buildServer } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';

const config = readConfig();
const db = await openDatabase(config);
await migrate(db);

if (process.argv.includes('--seed-only')) {
  // Demo data arrives with the server issue (#4); until then the schema is all there is to seed.
  console.log(`Database ready (${db.kind}).`);
  await db.close();
  process.exit(0);
}

const app = await buildServer({ config, db });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Strata is running at http://localhost:${config.port} (database: ${db.kind})`);
