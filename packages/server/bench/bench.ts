/**
 * `pnpm bench` (packages/server): a benchmark, not a test. It measures the cost of the API
 * request log (issue 12) on GET /api/units over an in-memory PGlite with the demo data: the same
 * number of requests through a server with the log on (REQUEST_LOG_MAX_ROWS=100000) and one with
 * it off (0), alternating rounds in one run, and writes the throughput to bench/results.json.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../src/app';
import { openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { apiRequestLog } from '../src/db/schema';
import { seedDemo } from '../src/seed/seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const ROUNDS = 3;
const CONCURRENCY = 8;

async function main() {
  const db = await openPglite(undefined);
  await migrate(db);
  await seedDemo(db, new Date());
  const server = (requestLogMaxRows: number) =>
    buildServer({
      config: {
        staticDir: path.join(tmpdir(), 'strata-no-static'),
        dataDir: path.join(tmpdir(), 'strata-bench'),
        logLevel: 'silent',
        rateLimitPerMinute: 1_000_000,
        requestLogMaxRows,
      },
      db,
      logger: false,
    });
  const servers = { on: await server(100_000), off: await server(0) };
  const login = await servers.off.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'email_username=admin%40demo.test&password=demo1234&platform=web_app',
  });
  const token = login.json<{ token: string }>().token;
  const headers = { authorization: `Bearer ${token}`, 'x-platform': 'web_app' };

  async function round(app: (typeof servers)['on']): Promise<number> {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const page = next++ % 5;
          const response = await app.inject({
            method: 'GET',
            url: `/api/units?page=${page}`,
            headers,
          });
          if (response.statusCode !== 200)
            throw new Error(`GET /api/units: ${response.statusCode}`);
        }
      }),
    );
    if (app.flushRequestLog) await app.flushRequestLog();
    return REQUESTS / ((performance.now() - started) / 1000);
  }

  const rates = { on: [] as number[], off: [] as number[] };
  await round(servers.off); // warm-up
  for (let n = 0; n < ROUNDS; n += 1) {
    rates.on.push(await round(servers.on));
    rates.off.push(await round(servers.off));
  }
  const best = (list: number[]) => Math.round(Math.max(...list));
  const logged = await db.orm.$count(apiRequestLog);
  const results = {
    at: new Date().toISOString(),
    engine: 'PGlite (in memory)',
    call: 'GET /api/units (admin, pages 0-4)',
    requests_per_round: REQUESTS,
    rounds: ROUNDS,
    concurrency: CONCURRENCY,
    requests_per_second: { log_on: best(rates.on), log_off: best(rates.off) },
    cost_percent: Math.round((1 - best(rates.on) / best(rates.off)) * 1000) / 10,
    rows_logged: logged,
  };
  console.log(JSON.stringify(results, null, 2));
  await writeFile(path.resolve('bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await servers.on.close();
  await servers.off.close();
  await db.close();
}

await main();
