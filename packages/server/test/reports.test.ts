import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { expectStillSignedIn, get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { NAMES_A_FIELD } from './support/requests';

/** The text of a PDF by poppler's pdftotext (installed in the dev image). */
async function pdfText(bytes: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'strata-report-'));
  const file = path.join(folder, 'report.pdf');
  await writeFile(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The totals row of a report's text, whitespace collapsed ('Total 12 RM 1,234.00'). */
function totalsLine(text: string): string {
  const lines = text.split('\n').filter((line) => /^\s*Total\s/.test(line));
  return lines.at(-1)?.trim().replace(/\s+/g, ' ') ?? '';
}

const count = (value: unknown) => Number(value).toLocaleString('en-MY');
const rm = (value: unknown) =>
  `RM ${Number(value).toLocaleString('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** October 2026 in Malaysia, the month before the tests' clock. */
const OCTOBER = `'2026-10-01T00:00:00+08:00' and b.purchased_at < '2026-11-01T00:00:00+08:00'`;
const OCTOBER_RANGE = '2026-10-01,2026-10-31';

/** GET /api/reports/{type} over the seeded bookings (spec 002 §5-§7). */
describe.each(engines)('reports on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let admin: string;
  let cashier: string;
  let csa: string;
  let marketing: string;
  let guard: string;
  let superUser: string;
  const ids = {} as Record<'cashier' | 'csa' | 'admin' | 'admin2', number>;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db);
    admin = await signIn(app, 'admin@demo.test');
    cashier = await signIn(app, 'cashier1@demo.test');
    csa = await signIn(app, 'csa1@demo.test');
    marketing = await signIn(app, 'marketing1@demo.test');
    guard = await signIn(app, 'guard@demo.test');
    superUser = await signIn(app, 'super@demo.test');
    for (const [key, email] of [
      ['cashier', 'cashier1@demo.test'],
      ['csa', 'csa1@demo.test'],
      ['admin', 'admin@demo.test'],
      ['admin2', 'admin2@demo.test'],
    ] as const) {
      const [row] = await db.query<{ id: number }>('select id from users where email = $1', [
        email,
      ]);
      ids[key] = row!.id;
    }
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  /** One row of figures from SQL written apart from the server's (bookings `b` of property 1). */
  async function expected(select: string, where: string, from = 'bookings b') {
    const [row] = await db.query<Record<string, unknown>>(
      `select ${select} from ${from} where b.property_id = 1 and ${where}`,
    );
    return row!;
  }

  function report(type: string, query: Record<string, string | number>, token = admin) {
    const search = new URLSearchParams(
      Object.entries({ ...query, token }).map(([key, value]): [string, string] => [
        key,
        String(value),
      ]),
    );
    return app.inject({ method: 'GET', url: `/api/reports/${type}?${search}` });
  }

  async function reportTotals(type: string, query: Record<string, string | number>, token = admin) {
    const response = await report(type, query, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline/);
    return totalsLine(await pdfText(response.rawPayload));
  }

  const addons = `coalesce((select sum(ba.quantity * a.price) from booking_addons ba join addons a on a.id = ba.addon_id join bookings x on x.id = ba.booking_id where x.property_id = 1 and x.voided_at is null and x.id in (select b.id from bookings b where b.property_id = 1 and %WHERE%)), 0)`;

  describe('each type matches a direct SQL count for one filter combination', () => {
    it('trip: a CSA, daily, October purchases', async () => {
      const where = `b.staff_id = ${ids.csa} and b.voided_at is null and b.purchased_at >= ${OCTOBER}`;
      const row = await expected(
        'count(distinct (b.boat_id, b.departure_at)) t, count(*) n, sum(passengers) p, sum(amount) a',
        where,
      );
      expect(Number(row.n)).toBeGreaterThan(50);
      expect(
        await reportTotals(
          'trip',
          { staff_id: ids.csa, trip_type: 'Daily', purchased_date: OCTOBER_RANGE },
          csa,
        ),
      ).toBe(`Total ${count(row.t)} ${count(row.n)} ${count(row.p)} ${rm(row.a)}`);
    });

    it('marketing: web_app sales over three months (marketing may span months)', async () => {
      const where = `b.platform = 'web_app' and b.voided_at is null and b.purchased_at >= '2026-08-01T00:00:00+08:00' and b.purchased_at < '2026-11-01T00:00:00+08:00'`;
      const row = await expected('count(*) n, sum(passengers) p, sum(amount) a', where);
      expect(
        await reportTotals(
          'marketing',
          { platform: 'web_app', purchased_date: '2026-08-01,2026-10-31' },
          marketing,
        ),
      ).toBe(`Total ${count(row.n)} ${count(row.p)} ${rm(row.a)}`);
    });

    it('financial: card payments in October, with add-on sales', async () => {
      const where = `b.payment_method_id = 2 and b.voided_at is null and b.purchased_at >= ${OCTOBER}`;
      const row = await expected(
        `count(*) n, sum(amount) a, ${addons.replace('%WHERE%', where)} f`,
        where,
      );
      expect(Number(row.f)).toBeGreaterThan(0);
      expect(
        await reportTotals('financial', { payment_method: 2, purchased_date: OCTOBER_RANGE }),
      ).toBe(
        `Total ${count(row.n)} ${rm(row.a)} ${rm(row.f)} ${rm(Number(row.a) + Number(row.f))}`,
      );
    });

    it('passenger: Day Trip departures in October', async () => {
      const where = `b.package_id = 1 and b.voided_at is null and b.departure_at >= '2026-10-01T00:00:00+08:00' and b.departure_at < '2026-11-01T00:00:00+08:00'`;
      const row = await expected(
        'count(*) n, sum(passengers - children - seniors) ad, sum(children) c, sum(seniors) s, sum(passengers) p',
        where,
      );
      expect(
        await reportTotals('passenger', { package_id: 1, departure_date: OCTOBER_RANGE }),
      ).toBe(
        `Total ${count(row.n)} ${count(row.ad)} ${count(row.c)} ${count(row.s)} ${count(row.p)}`,
      );
    });

    it('agent: the Agent group type in October', async () => {
      const where = `b.agent_id is not null and b.group_type = 'Agent' and b.voided_at is null and b.purchased_at >= ${OCTOBER}`;
      const row = await expected('count(*) n, sum(passengers) p, sum(amount) a', where);
      expect(Number(row.n)).toBeGreaterThan(0);
      expect(
        await reportTotals('agent', { group_type: 'Agent', purchased_date: OCTOBER_RANGE }),
      ).toBe(`Total ${count(row.n)} ${count(row.p)} ${rm(row.a)}`);
    });

    it('agent_redeemed: agents departing in October', async () => {
      const where = `b.agent_id is not null and b.voided_at is null and b.departure_at >= '2026-10-01T00:00:00+08:00' and b.departure_at < '2026-11-01T00:00:00+08:00'`;
      const row = await expected(
        'count(*) n, count(redeemed_at) r, coalesce(sum(passengers) filter (where redeemed_at is not null), 0) p, count(*) - count(redeemed_at) u',
        where,
      );
      expect(Number(row.r)).toBeGreaterThan(0);
      expect(await reportTotals('agent_redeemed', { departure_date: OCTOBER_RANGE })).toBe(
        `Total ${count(row.n)} ${count(row.r)} ${count(row.p)} ${count(row.u)}`,
      );
    });

    it('daily_redemption: Main Jetty departures in October', async () => {
      const where = `b.jetty_id = 1 and b.voided_at is null and b.departure_at >= '2026-10-01T00:00:00+08:00' and b.departure_at < '2026-11-01T00:00:00+08:00'`;
      const row = await expected(
        'count(*) n, sum(passengers) p, count(redeemed_at) r, coalesce(sum(passengers) filter (where redeemed_at is not null), 0) rp, count(*) - count(redeemed_at) u',
        where,
      );
      expect(
        await reportTotals('daily_redemption', { jetty_id: 1, departure_date: OCTOBER_RANGE }),
      ).toBe(
        `Total ${count(row.n)} ${count(row.p)} ${count(row.r)} ${count(row.rp)} ${count(row.u)}`,
      );
    });

    it('closing_account: the cashier at Main Jetty in October', async () => {
      const where = `b.staff_id = ${ids.cashier} and b.jetty_id = 1 and b.voided_at is null and b.purchased_at >= ${OCTOBER}`;
      const row = await expected(
        `count(*) n, sum(amount) a, ${addons.replace('%WHERE%', where)} f`,
        where,
      );
      expect(
        await reportTotals(
          'closing_account',
          { jetty_id: 1, purchased_date: OCTOBER_RANGE },
          cashier,
        ),
      ).toBe(
        `Total ${count(row.n)} ${rm(row.a)} ${rm(row.f)} ${rm(Number(row.a) + Number(row.f))}`,
      );
    });

    it('cash_movement: the cashier, shift 2, October (voids are cash out)', async () => {
      const where = `b.staff_id = ${ids.cashier} and b.shift = 2 and b.payment_method_id = 1 and b.purchased_at >= ${OCTOBER}`;
      const row = await expected(
        'count(*) n, sum(amount) i, coalesce(sum(amount) filter (where voided_at is not null), 0) o',
        where,
      );
      expect(
        await reportTotals(
          'cash_movement',
          { staff_id: ids.cashier, shift: 2, purchased_date: OCTOBER_RANGE },
          cashier,
        ),
      ).toBe(
        `Total ${count(row.n)} ${rm(row.i)} ${rm(row.o)} ${rm(Number(row.i) - Number(row.o))}`,
      );
    });

    it('reprint: the cashier over the whole history', async () => {
      const where = `b.staff_id = ${ids.cashier} and b.reprints > 0 and b.voided_at is null`;
      const row = await expected('count(*) n, sum(reprints) r', where);
      expect(Number(row.n)).toBeGreaterThan(10);
      expect(await reportTotals('reprint', {}, cashier)).toBe(
        `Total ${count(row.n)} ${count(row.r)}`,
      );
    });

    it('sales: counter 3, daytime departures, October', async () => {
      const where = `b.counter = 3 and extract(hour from b.departure_at at time zone 'UTC' + interval '8 hours') between 9 and 17 and b.voided_at is null and b.purchased_at >= ${OCTOBER}`;
      const row = await expected(
        `count(*) n, sum(passengers) p, sum(amount) a, ${addons.replace('%WHERE%', where)} f`,
        where,
      );
      expect(
        await reportTotals('sales', {
          counter: 3,
          time: '09:00AM-06:00PM',
          purchased_date: OCTOBER_RANGE,
        }),
      ).toBe(
        `Total ${count(row.n)} ${count(row.p)} ${rm(row.a)} ${rm(row.f)} ${rm(Number(row.a) + Number(row.f))}`,
      );
    });

    it('customer: paid bookings in October (top customers listed, totals over all)', async () => {
      const where = `b.status = 'paid' and b.voided_at is null and b.purchased_at >= ${OCTOBER}`;
      const row = await expected('count(*) n, sum(passengers) p, sum(amount) a', where);
      const [top] = await db.query<{ name: string; a: string }>(
        `select customer_name as name, sum(amount) a from bookings b where b.property_id = 1 and ${where} group by customer_name, customer_phone order by a desc, name limit 1`,
      );
      const response = await report('customer', { status: 'paid', purchased_date: OCTOBER_RANGE });
      const text = await pdfText(response.rawPayload);
      expect(totalsLine(text)).toBe(`Total ${count(row.n)} ${count(row.p)} ${rm(row.a)}`);
      expect(text).toContain(top!.name);
      expect(text).toContain(rm(top!.a));
    });

    it('boat_operator: chartered boats in October, for a CSA (locked to themselves)', async () => {
      const where = `b.staff_id = ${ids.csa} and b.boat_type = 'chartered' and b.voided_at is null and b.departure_at >= '2026-10-01T00:00:00+08:00' and b.departure_at < '2026-11-01T00:00:00+08:00'`;
      const row = await expected(
        'count(distinct (b.boat_id, b.departure_at)) t, sum(passengers) p, sum(amount) a',
        where,
      );
      expect(Number(row.t)).toBeGreaterThan(0);
      expect(
        await reportTotals('boat_operator', { month: '2026-10', boat_type: 'chartered' }, csa),
      ).toBe(`Total ${count(row.t)} ${count(row.p)} ${rm(row.a)}`);
    });

    it('void_note: the cashier, every voided ticket with its note', async () => {
      const where = `b.staff_id = ${ids.cashier} and b.voided_at is not null`;
      const row = await expected('count(*) n, sum(amount) a, min(code) c', where);
      expect(Number(row.n)).toBeGreaterThan(0);
      const response = await report('void_note', {}, cashier);
      const text = await pdfText(response.rawPayload);
      expect(totalsLine(text)).toBe(`Total ${rm(row.a)}`);
      expect(text).toContain(String(row.c));
      expect(text.match(/BK1\d{6}/g)).toHaveLength(Number(row.n));
    });
  });

  describe('the Download (.xlsx)', () => {
    it('given format=xlsx, the agent report is a workbook with the same totals', async () => {
      const where = `b.agent_id is not null and b.voided_at is null and b.purchased_at >= ${OCTOBER}`;
      const row = await expected('count(*) n, sum(passengers) p, sum(amount) a', where);
      const response = await report('agent', { purchased_date: OCTOBER_RANGE, format: 'xlsx' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toMatch(/^attachment/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const last = sheet.getRow(sheet.rowCount).values as unknown[];
      expect(last.slice(1)).toEqual(['Total', '', Number(row.n), Number(row.p), Number(row.a)]);
    });

    it('given format=xlsx on a type without Download, refuses', async () => {
      const response = await report('sales', { format: 'xlsx' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(
        'Download (.xlsx) is only for the Agent, Agent Redeemed and Daily Redemption reports',
      );
    });
  });

  describe('spec 002 §5: the filter rules refuse with their messages', () => {
    it.each([
      [
        'sales',
        { purchased_date: '2026-09-20,2026-10-05' },
        'Purchased date range must be within the same month',
      ],
      [
        'passenger',
        { departure_date: '2026-09-20,2026-10-05' },
        'Departure date range must be within the same month',
      ],
      [
        'marketing',
        { departure_date: '2026-09-20,2026-10-05' },
        'Departure date range must be within the same month',
      ],
      ['closing_account', { staff_id: 0 }, 'Please select jetty'],
      ['cash_movement', {}, 'Please select staff'],
      ['reprint', {}, 'Please select staff'],
      ['void_note', {}, 'Please select staff'],
      ['trip', { trip_type: 'Daily' }, 'Please select staff'],
      ['trip', { staff_id: 0 }, 'Please select trip type'],
      ['daily_redemption', {}, 'Please select departure date'],
      ['agent_redeemed', {}, 'Please select departure date'],
      ['boat_operator', {}, 'Please select month'],
    ] as const)('%s with %o answers 400 %s', async (type, query, message) => {
      const filled = Object.fromEntries(
        Object.entries(query).map(([key, value]) => [key, value === 0 ? ids.admin : value]),
      );
      const response = await report(type, filled);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: message });
    });

    it('given marketing, a purchased range over several months is allowed', async () => {
      const response = await report('marketing', { purchased_date: '2026-05-01,2026-11-01' });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('given lang=ms or an Accept-Language preferring ms, refuses in Malay', async () => {
      const ms = await report('sales', { purchased_date: '2026-09-20,2026-10-05', lang: 'ms' });
      expect(ms.json()).toEqual({ error: 'Julat tarikh pembelian mestilah dalam bulan yang sama' });
      const header = await app.inject({
        method: 'GET',
        url: `/api/reports/closing_account?staff_id=${ids.admin}&token=${admin}`,
        headers: { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' },
      });
      expect(header.json()).toEqual({ error: 'Sila pilih jeti' });
    });
  });

  describe('spec 002 §6: report types per role, Cashier and CSA locked to themselves', () => {
    it.each([
      ['cashier', 'sales', 'The Sales report is not available to your role'],
      ['csa', 'financial', 'The Financial report is not available to your role'],
      ['marketing', 'cash_movement', 'The Cash Movement report is not available to your role'],
    ] as const)('a %s asking for %s is refused', async (role, type, message) => {
      const token = { cashier, csa, marketing }[role];
      const response = await report(
        type,
        { staff_id: ids.admin, departure_date: OCTOBER_RANGE },
        token,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message });
      await expectStillSignedIn(app, token);
    });

    it("a Cashier asking for another staff member's cash_movement is refused (400), still signed in", async () => {
      const response = await report('cash_movement', { staff_id: ids.admin }, cashier);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'You can only get reports of your own sales' });
      await expectStillSignedIn(app, cashier);
    });

    it("a CSA asking for another staff member's trip report is refused", async () => {
      const response = await report('trip', { staff_id: ids.cashier, trip_type: 'Daily' }, csa);
      expect(response.json()).toEqual({ error: 'You can only get reports of your own sales' });
    });

    it('a Cashier without staff_id gets their own report; an admin may pick any staff member', async () => {
      const own = await report('void_note', {}, cashier);
      expect(own.statusCode).toBe(200);
      const text = await pdfText(own.rawPayload);
      const [name] = await db.query<{ name: string }>('select name from users where id = $1', [
        ids.cashier,
      ]);
      expect(text).toContain(`Staff: ${name!.name}`);
      expect((await report('void_note', { staff_id: ids.cashier })).statusCode).toBe(200);
    });

    it('a guard (no Report permission) is refused, and stays signed in', async () => {
      const response = await report('sales', {}, guard);
      expect(response.statusCode).toBe(400);
      await expectStillSignedIn(app, guard);
    });

    it('a staff member of another property answers 404, and names what', async () => {
      const response = await report('void_note', { staff_id: ids.admin2 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'This staff member is not on your property' });
    });
  });

  describe('bad input', () => {
    it.each([
      '/api/reports/pirates',
      '/api/reports/sales?purchased_date=2026-13-01,2026-13-02',
      '/api/reports/sales?purchased_date=2026-10-05,2026-10-01',
      '/api/reports/sales?purchased_date=abc',
      '/api/reports/sales?purchased_date=2026-10-01',
      '/api/reports/sales?purchased_date=2026-10-01,2026-10-02&purchased_date=2026-10-01,2026-10-02',
      '/api/reports/sales?departure_date=2026-02-30,2026-02-31',
      '/api/reports/sales?month=2026-13',
      '/api/reports/void_note?staff_id=abc',
      '/api/reports/void_note?staff_id=99999999999',
      '/api/reports/void_note?staff_id=-4',
      '/api/reports/sales?counter=9',
      '/api/reports/sales?shift=0',
      '/api/reports/sales?platform=fax',
      '/api/reports/sales?status=lost',
      '/api/reports/sales?boat_type=submarine',
      '/api/reports/sales?time=noon',
      '/api/reports/sales?group_type=Pirates',
      '/api/reports/trip?staff_id=1&trip_type=Weekly',
      '/api/reports/sales?format=docx',
      '/api/reports/sales?lang=fr',
      '/api/reports/sales?payment_method=0',
      '/api/reports/sales?package_id=99999',
      '/api/reports/sales?jetty_id=4',
      '/api/reports/sales?addon_id=99999',
      '/api/reports/sales?group_type_value=99999',
      '/api/reports/sales?property_id=abc',
      `/api/reports/sales?token=${'x'.repeat(300)}`,
    ])('GET %s answers 4xx with a message', async (url) => {
      const response = await get(app, url, admin);
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toMatch(response.statusCode === 400 ? NAMES_A_FIELD : /\w/);
    });

    // Generated: every filter with values a careless or hostile client might send.
    const FILTERS = [
      'purchased_date',
      'departure_date',
      'month',
      'counter',
      'shift',
      'group_type',
      'group_type_value',
      'package_id',
      'jetty_id',
      'addon_id',
      'payment_method',
      'platform',
      'status',
      'boat_type',
      'trip_type',
      'time',
      'format',
      'lang',
    ];
    const VALUES = [
      ' ',
      '-1',
      '1e99',
      'NaN',
      '[]',
      '\u0000',
      "' or 1=1 --",
      'x'.repeat(600),
      ',',
      '2026-10-01,',
    ];
    it('given any filter with any of those values, never answers 5xx and always says why', async () => {
      const answers = new Map<number, number>();
      for (const filter of FILTERS) {
        for (const value of VALUES) {
          const search = new URLSearchParams({ staff_id: String(ids.admin), [filter]: value });
          const response = await get(app, `/api/reports/void_note?${search}`, admin);
          answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
          expect(response.statusCode, `${filter}=${value}`).toBeLessThan(500);
          if (response.statusCode === 400) expect(response.json().error).toMatch(NAMES_A_FIELD);
          else if (response.statusCode > 400) expect(response.json().error).toMatch(/\w/);
        }
      }
      expect(answers.get(400)).toBeGreaterThan(FILTERS.length * 5);
    });
  });

  describe('the token', () => {
    it('takes the bearer header as well as ?token=', async () => {
      const response = await get(
        app,
        '/api/reports/sales?purchased_date=2026-10-01,2026-10-31',
        admin,
      );
      expect(response.statusCode).toBe(200);
    });

    it('given no token, or an unknown one, answers 401', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/reports/sales' })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/api/reports/sales?token=nope' })).statusCode,
      ).toBe(401);
    });

    it('a super user reads another property with property_id', async () => {
      const response = await report(
        'sales',
        { property_id: 2, purchased_date: OCTOBER_RANGE },
        superUser,
      );
      expect(response.statusCode).toBe(200);
      expect(await pdfText(response.rawPayload)).toContain('Vista Harbour Condominium');
    });
  });
});
