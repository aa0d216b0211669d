import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';

/* A list answers its rows and total in one statement, read through matching indexes. */

/** The indexes migration 0004 adds, by table (a trigram index names `gin_trgm_ops`). */
const LIST_INDEXES = {
  units: [
    'units_property_unit_no_order',
    'units_unit_no_order',
    'units_unit_no_trgm',
    'units_block_trgm',
  ],
  users: [
    'users_property_created',
    'users_created',
    'users_name_trgm',
    'users_username_trgm',
    'users_email_trgm',
    'users_contact_trgm',
  ],
  visitors: [
    'visitors_property_start_order',
    'visitors_start_order',
    'visitors_name_trgm',
    'visitors_contact_trgm',
    'visitors_vehicle_no_trgm',
    'visitors_qrcode_trgm',
  ],
  audit_entries: ['audit_property_created', 'audit_created'],
  account_statements: ['account_statements_property_date', 'account_statements_date'],
  payments: ['payments_property_date', 'payments_date', 'payments_unit'],
  announcements: ['announcements_property_created', 'announcements_created'],
  support_reports: ['support_user_created', 'support_created'],
  error_log: ['error_log_created'],
};

describe.each(engines)('list queries on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let admin: string;
  const statements: { query: string; params: unknown[] }[] = [];

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine, {
      logger: {
        logQuery: (query, params) => void statements.push({ query, params }),
      },
    }));
    app = await testServer(db, { requestLogMaxRows: 0 });
    admin = await signIn(app, 'admin@demo.test');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  beforeEach(() => {
    statements.length = 0;
  });

  /** The selects of the last call that read `table` (writes such as a sign-in's audit aside). */
  const reading = (table: string) =>
    statements
      .map(({ query }) => query)
      .filter((query) => query.startsWith('select') && query.includes(`"${table}"`));

  it("given the units list, reads its rows, owners and the property's kept count in one statement", async () => {
    const body = (await get(app, '/api/units?page=0', admin)).json();
    expect(body.total).toBe(320);
    expect(body.data[0]).toMatchObject({ unit_no: 'A-01-01', user: { name: 'Olivia Owner' } });
    const units = reading('units');
    expect(units).toHaveLength(1);
    // The total is the count the unit writes keep, not a count over the property's units.
    expect(units[0]).toContain('"unit_counts"');
    expect(units[0]).not.toMatch(/count\(\*\)/);
    expect(units[0]).toMatch(/limit/);
  });

  it('given a search, counts and pages it in one statement', async () => {
    const body = (await get(app, '/api/units?search=A-01-0', admin)).json();
    expect(body.total).toBe(8);
    const units = reading('units');
    expect(units).toHaveLength(1);
    expect(units[0]).toMatch(/count\(\*\)/);
  });

  it("given a first owner's name as the search, answers that owner's units", async () => {
    const body = (await get(app, '/api/units?search=olivia%20own', admin)).json();
    expect(body.total).toBeGreaterThan(0);
    expect(
      body.data.every((unit: { user: { name: string } }) => unit.user.name === 'Olivia Owner'),
    ).toBe(true);
  });

  /** How many rows `where` keeps, counted by the database with ILIKE (the spec's substring). */
  const countWhere = async (table: string, where: string, params: unknown[]) => {
    const [row] = await db.query<{ n: number }>(
      `select count(*)::int as n from ${table} where ${where}`,
      params,
    );
    return row!.n;
  };

  it('given a search of one or two characters, matches it anywhere in any field, in any case', async () => {
    for (const search of ['OL', 'ol', 'a', '1-']) {
      const owners = (
        await get(app, `/api/users?type=owners&search=${encodeURIComponent(search)}`, admin)
      ).json();
      const pattern = `%${search}%`;
      expect(owners.total, search).toBe(
        await countWhere(
          'users',
          `role = 'Owner' and not is_super_user and property_id = 1 and (name ilike $1
            or username ilike $1 or email ilike $1 or contact ilike $1)`,
          [pattern],
        ),
      );
      // Units: the number, the block or the first owner's name; page 1 runs the same statement.
      const units = (
        await get(app, `/api/units?page=1&search=${encodeURIComponent(search)}`, admin)
      ).json();
      expect(units.total, search).toBe(
        await countWhere(
          'units',
          `property_id = 1 and (unit_no ilike $1 or block ilike $1
            or user_id in (select id from users where name ilike $1))`,
          [pattern],
        ),
      );
    }
    // Sanity: the searches above do find something, in whatever case they are typed.
    const lower = (await get(app, '/api/users?type=owners&search=ol', admin)).json();
    const upper = (await get(app, '/api/users?type=owners&search=OL', admin)).json();
    expect(lower.total).toBeGreaterThan(0);
    expect(upper).toEqual(lower);
  });

  it("given a short search of a pattern's own characters, matches them as they are", async () => {
    for (const search of ['%', '_', '\\']) {
      const owners = (
        await get(app, `/api/users?type=owners&search=${encodeURIComponent(search)}`, admin)
      ).json();
      expect(owners.total, search).toBe(
        await countWhere(
          'users',
          `role = 'Owner' and not is_super_user and property_id = 1 and (strpos(name, $1) > 0
            or strpos(username, $1) > 0 or strpos(email, $1) > 0 or strpos(contact, $1) > 0)`,
          [search],
        ),
      );
    }
    const underscore = (await get(app, '/api/users?type=owners&search=_', admin)).json();
    expect(underscore.total).toBeLessThan(339);
  });

  it("given the owners list, reads their first units, devices and the total in the page's statement", async () => {
    const body = (await get(app, '/api/users?type=owners&page=0', admin)).json();
    expect(body.data.length).toBe(20);
    expect(body.data.some((user: { unit: unknown }) => user.unit !== null)).toBe(true);
    const devices = reading('devices');
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatch(/count\(\*\)/);
    expect(reading('units')).toEqual(devices);
  });

  it('given the audit log, reads its rows and total in one statement', async () => {
    const superUser = await signIn(app, 'super@demo.test');
    statements.length = 0;
    const body = (await get(app, '/api/audit?page=0', superUser)).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(reading('audit_entries')).toHaveLength(1);
  });

  it('given the inbox, reads its page, total and unread counter in one statement; other tabs agree', async () => {
    const [admin_] = await db.query<{ id: number }>(
      "select id from users where email = 'admin@demo.test'",
    );
    const unread = await countWhere(
      'inbox_items',
      'user_id = $1 and archived_at is null and not is_read',
      [admin_!.id],
    );
    const body = (await get(app, '/api/inbox?page=0', admin)).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.unread_notification).toBe(unread);
    expect(reading('inbox_items')).toHaveLength(1);
    // A page without rows (past the end, the archive, a search that finds nothing) counts the
    // unread messages on their own: the same counter.
    for (const url of ['/api/inbox?page=9', '/api/inbox?archive=1', '/api/inbox?search=zzzzzz']) {
      expect((await get(app, url, admin)).json().unread_notification, url).toBe(unread);
    }
  });

  it('given the payments and statements lists, reads each page with its outstanding balance in one statement', async () => {
    for (const [url, table] of [
      ['/api/payments?page=0', 'payments'],
      ['/api/account-statements?page=0', 'account_statements'],
    ] as const) {
      statements.length = 0;
      const body = (await get(app, url, admin)).json();
      expect(body.total, url).toBeGreaterThan(0);
      expect(reading(table), url).toHaveLength(1);
      // The balance is read in the page's own statement, and nowhere else.
      expect(reading(table)[0], url).toContain('"unit_balances"');
      expect(reading('unit_balances'), url).toHaveLength(1);
      // A search that finds nothing: the same balance (of the units, not of the search), asked
      // for on its own.
      const none = (await get(app, `${url}&search=zzzzzz`, admin)).json();
      expect(none, url).toMatchObject({ data: [], total: 0, outstanding: body.outstanding });
    }
  });

  it('given mark all as read with nothing left unread, runs its update alone: no read counted, no push', async () => {
    const first = await get(app, '/api/inbox/mark-all-as-read', admin);
    expect(first.statusCode).toBe(200);
    statements.length = 0;
    const again = await get(app, '/api/inbox/mark-all-as-read', admin);
    expect(again.json()).toEqual(first.json());
    // The session's reads aside, and the transaction's own begin and commit (PostgreSQL logs them).
    const written = statements
      .map(({ query }) => query)
      .filter((query) => !/^(select "|begin|commit)/.test(query));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^update "inbox_items"/);
  });

  it('given a page past the end, answers no rows and the whole total', async () => {
    const past = (await get(app, '/api/units?page=1000', admin)).json();
    expect(past.data).toEqual([]);
    expect(past.total).toBe(320);
    const searched = (await get(app, '/api/units?page=5&search=A-01-0', admin)).json();
    expect(searched).toMatchObject({ data: [], total: 8 });
  });

  it('given the migrations, every list index is there, the searched ones as trigram indexes', async () => {
    const rows = await db.query<{ tablename: string; indexname: string; indexdef: string }>(
      `select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema()`,
    );
    for (const [table, names] of Object.entries(LIST_INDEXES)) {
      for (const name of names) {
        const index = rows.find((row) => row.indexname === name);
        expect(index?.tablename, name).toBe(table);
        if (name.endsWith('_trgm')) expect(index?.indexdef).toMatch(/USING gin .*gin_trgm_ops/);
      }
    }
  });

  describe('given 10,000 units', () => {
    let superUser: string;

    beforeAll(async () => {
      await db.query(
        `insert into units (property_id, unit_no, block, user_id)
         select 2, 'Q-' || lpad(n::text, 5, '0'), 'Block ' || (n % 7), null
         from generate_series(1, 9680) n`,
      );
      await db.query('analyze units');
      superUser = await signIn(app, 'super@demo.test');
    });

    /** The plan of the units list's statement for `query` (as the super user). */
    const planOf = async (query: string) => {
      statements.length = 0;
      expect((await get(app, `/api/units?${query}`, superUser)).statusCode).toBe(200);
      const [statement] = statements.filter(({ query }) => query.includes('"units"'));
      const rows = await db.query<{ 'QUERY PLAN': string }>(
        `explain ${statement!.query}`,
        statement!.params,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };

    it('answers page 0 of a property from the index in unit order, sorting nothing', async () => {
      const plan = await planOf('property_id=2&page=0');
      expect(plan).toMatch(/Index Scan using units_(property_)?unit_no_order/);
      expect(plan).not.toMatch(/Sort/);
    });

    it('answers a search through the trigram index', async () => {
      expect(await planOf('property_id=2&search=Q-0123')).toMatch(/units_unit_no_trgm/);
    });
  });
});
