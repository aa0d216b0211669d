/**
 * `pnpm bench` (packages/server): a benchmark, not a test. Over an in-memory PGlite with the demo
 * data (issue 12) it measures:
 * - the demo seed's time (50,000 bookings among the rest);
 * - each report type over six months of bookings (GET /api/reports/{type}, admin of property 1,
 *   the PDF; where spec 002 §5 allows no wider range, the widest it allows: one month);
 * - the cost of the API request log on GET /api/units: the same number of requests through a
 *   server with the log on (REQUEST_LOG_MAX_ROWS=100000) and one with it off (0), alternating
 *   rounds in one run.
 * It writes bench/results.json. BENCH_PART=reports or BENCH_PART=request-log runs one part and
 * keeps the other part's last results.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../src/app';
import { openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { REPORT_TYPES, type ReportType } from '@strata/domain';
import { localDate, monthRange, shiftDate } from '../src/clock';
import { apiRequestLog } from '../src/db/schema';
import { seedDemo } from '../src/seed/seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const ROUNDS = 3;
const CONCURRENCY = 8;
const PART = process.env.BENCH_PART ?? 'all';
const RESULTS = path.resolve('bench/results.json');

/** The filters of each type's widest report on the demo data (spec 002 §5 allowing). */
function reportFilters(
  type: ReportType,
  now: Date,
  staffId: number,
): { query: Record<string, string>; covers: string } {
  const today = localDate(now);
  const lastMonth = monthRange(new Date(`${shiftDate(monthRange(now).start, -1)}T12:00:00+08:00`));
  const month = `${lastMonth.start},${shiftDate(lastMonth.end, -1)}`;
  const sixMonths = `${shiftDate(today, -183)},${today}`;
  const staff = { staff_id: String(staffId) };
  switch (type) {
    case 'marketing':
      return { query: { purchased_date: sixMonths }, covers: `purchased ${sixMonths}` };
    case 'trip':
      return { query: { ...staff, trip_type: 'Daily' }, covers: 'six months, one cashier' };
    case 'closing_account':
      return { query: { ...staff, jetty_id: '1' }, covers: 'six months, one cashier' };
    case 'cash_movement':
    case 'reprint':
    case 'void_note':
      return { query: staff, covers: 'six months, one cashier' };
    case 'daily_redemption':
    case 'agent_redeemed':
      return { query: { departure_date: month }, covers: `departure ${month} (one month at most)` };
    case 'boat_operator':
      return {
        query: { month: lastMonth.month },
        covers: `departure month ${lastMonth.month} (one month)`,
      };
    default:
      return { query: {}, covers: 'six months (every booking)' };
  }
}

async function main() {
  const db = await openPglite(undefined);
  await migrate(db);
  const now = new Date();
  const seedStarted = performance.now();
  await seedDemo(db, now);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 10) / 100;
  const previous = JSON.parse(await readFile(RESULTS, 'utf8').catch(() => '{}')) as Record<
    string,
    unknown
  >;
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

  async function reports() {
    const [cashier] = await db.query<{ id: number }>(
      "select id from users where property_id = 1 and role = 'Cashier' order by id limit 1",
    );
    const timings: Record<
      string,
      { ms_first: number; ms_best: number; covers: string; bytes: number }
    > = {};
    for (const type of REPORT_TYPES) {
      const { query, covers } = reportFilters(type, now, cashier!.id);
      const url = `/api/reports/${type}?${new URLSearchParams(query)}`;
      const times: number[] = [];
      let bytes = 0;
      for (let n = 0; n < 3; n += 1) {
        const started = performance.now();
        const response = await servers.off.inject({ method: 'GET', url, headers });
        times.push(performance.now() - started);
        if (response.statusCode !== 200)
          throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        bytes = response.rawPayload.length;
      }
      timings[type] = {
        ms_first: Math.round(times[0]!),
        ms_best: Math.round(Math.min(...times)),
        covers,
        bytes,
      };
      console.log(type, timings[type]);
    }
    return {
      at: new Date().toISOString(),
      engine: 'PGlite (in memory)',
      call: 'GET /api/reports/{type} (admin of property 1: 25,000 of the 50,000 bookings; the PDF)',
      seed_seconds: seedSeconds,
      types: timings,
    };
  }

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

  const reportResults = PART === 'request-log' ? previous.reports : await reports();
  if (PART === 'reports') {
    // Results of runs before the reports part held only the request log, at the top level.
    const requestLog = 'request_log' in previous ? previous.request_log : previous;
    await finish({ request_log: requestLog, reports: reportResults });
    return;
  }

  const rates = { on: [] as number[], off: [] as number[] };
  await round(servers.off); // warm-up
  for (let n = 0; n < ROUNDS; n += 1) {
    rates.on.push(await round(servers.on));
    rates.off.push(await round(servers.off));
  }
  const best = (list: number[]) => Math.round(Math.max(...list));
  const logged = await db.orm.$count(apiRequestLog);
  const requestLog = {
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
  await finish({ request_log: requestLog, reports: reportResults });

  async function finish(results: Record<string, unknown>) {
    console.log(JSON.stringify(results, null, 2));
    await writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    await servers.on.close();
    await servers.off.close();
    await db.close();
  }
}

await main();
