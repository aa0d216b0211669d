/**
 * The reports part (spec 002 §3): each report type over six months of bookings (GET
 * /api/reports/{type}, admin of property 1, the PDF; where spec 002 §5 allows no wider range, the
 * widest it allows: one month), and the demo seed's time (50,000 bookings among the rest), over an
 * in-memory PGlite with the demo data, through the server built in this process.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../src/app';
import { openPglite } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { REPORT_TYPES, type ReportType } from '@strata/domain';
import { localDate, monthRange, shiftDate } from '../src/clock';
import { seedDemo } from '../src/seed/seed';

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

/** One report type's timings: the first call, the best of three, and the PDF's size. */
export type ReportTiming = { ms_first: number; ms_best: number; covers: string; bytes: number };

export type ReportsResult = {
  engine: string;
  call: string;
  seed_seconds: number;
  types: Record<string, ReportTiming>;
};

export async function measureReports(log: (line: string) => void): Promise<ReportsResult> {
  const db = await openPglite(undefined);
  await migrate(db);
  const now = new Date();
  const seedStarted = performance.now();
  await seedDemo(db, now);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 10) / 100;
  const server = await buildServer({
    config: {
      staticDir: path.join(tmpdir(), 'strata-no-static'),
      dataDir: path.join(tmpdir(), 'strata-bench'),
      logLevel: 'silent',
      rateLimitPerMinute: 1_000_000,
    },
    db,
    logger: false,
  });
  try {
    const login = await server.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email_username=admin%40demo.test&password=demo1234&platform=web_app',
    });
    const token = login.json<{ token: string }>().token;
    const headers = { authorization: `Bearer ${token}`, 'x-platform': 'web_app' };
    const [cashier] = await db.query<{ id: number }>(
      "select id from users where property_id = 1 and role = 'Cashier' order by id limit 1",
    );
    const timings: Record<string, ReportTiming> = {};
    for (const type of REPORT_TYPES) {
      const { query, covers } = reportFilters(type, now, cashier!.id);
      const url = `/api/reports/${type}?${new URLSearchParams(query)}`;
      const times: number[] = [];
      let bytes = 0;
      for (let n = 0; n < 3; n += 1) {
        const started = performance.now();
        const response = await server.inject({ method: 'GET', url, headers });
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
      log(`report ${type}: first ${timings[type].ms_first} ms, best ${timings[type].ms_best} ms`);
    }
    return {
      engine: 'PGlite (in memory, in the benchmark process)',
      call: 'GET /api/reports/{type} (admin of property 1: 25,000 of the 50,000 bookings; the PDF)',
      seed_seconds: seedSeconds,
      types: timings,
    };
  } finally {
    await server.close();
    await db.close();
  }
}
