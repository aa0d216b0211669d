import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from '../src/db/database';
import { ListCache } from '../src/http/list-cache';
import { UNIT_LIST_TABLES } from '../src/modules/units/routes/units';
import { get, signIn } from './support/client';
import { queriesDuring } from './support/queries';
import { engines, seededDatabase, testServer } from './support/harness';
import { postJson } from './support/requests';

/**
 * ADR 0005: a list read again unchanged is answered from memory, and never after a committed
 * change: not after the caller's own, not after another instance's, not after one made in SQL.
 */

type UnitList = { data: { id: number; unit_no: string }[]; total: number };

describe('ListCache', () => {
  it('given a stored reply, reads it back until something changes', () => {
    const cache = new ListCache();
    cache.store('a', cache.generation, Buffer.from('one'));
    expect(cache.read('a')?.toString()).toBe('one');
    cache.changed();
    expect(cache.read('a')).toBeUndefined();
  });

  it('given a change while the reply was being built, does not keep it', () => {
    const cache = new ListCache();
    const before = cache.generation;
    cache.changed();
    cache.store('a', before, Buffer.from('built before the change'));
    expect(cache.read('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('given a reply older than the safety limit, builds it again', () => {
    let now = 0;
    const cache = new ListCache({ ttlMs: 10_000, clock: () => now });
    cache.store('a', cache.generation, Buffer.from('one'));
    now = 9_999;
    expect(cache.read('a')).toBeDefined();
    now = 10_001;
    expect(cache.read('a')).toBeUndefined();
  });

  it('given a change on one property of one table, ends only the replies that read it there', () => {
    const cache = new ListCache();
    const units = (propertyId: number | null) => ({ tables: ['units', 'users'], propertyId });
    const at = cache.generation;
    cache.store('p1', at, Buffer.from('1'), units(1));
    cache.store('p2', at, Buffer.from('2'), units(2));
    cache.store('all', at, Buffer.from('*'), units(null));
    cache.store('visitors p1', at, Buffer.from('v'), { tables: ['visitors'], propertyId: 1 });
    cache.changed({ table: 'units', properties: [1] });
    expect(cache.read('p1')).toBeUndefined();
    expect(cache.read('p2')?.toString()).toBe('2');
    // A super user's every-property list read property 1's units too.
    expect(cache.read('all')).toBeUndefined();
    expect(cache.read('visitors p1')?.toString()).toBe('v');
    // A write on this instance names only the caller's property: every table of it.
    cache.changed({ properties: [2] });
    expect(cache.read('p2')).toBeUndefined();
    expect(cache.read('visitors p1')?.toString()).toBe('v');
    // A table changed on no known property (a TRUNCATE): every reply reading it.
    cache.store('v2', cache.generation, Buffer.from('v2'), { tables: ['visitors'], propertyId: 2 });
    cache.changed({ table: 'visitors' });
    expect([cache.read('visitors p1'), cache.read('v2')]).toEqual([undefined, undefined]);
  });

  it('given a change on another property while a reply was built, keeps it; on its own, does not', () => {
    const cache = new ListCache();
    const before = cache.generation;
    cache.changed({ table: 'units', properties: [2] });
    cache.store('p1', before, Buffer.from('1'), { tables: ['units'], propertyId: 1 });
    expect(cache.read('p1')?.toString()).toBe('1');
    const again = cache.generation;
    cache.changed({ table: 'units', properties: [1] });
    cache.store('p1 again', again, Buffer.from('1'), { tables: ['units'], propertyId: 1 });
    expect(cache.read('p1 again')).toBeUndefined();
  });

  it('given more keys than it keeps, drops the oldest; none with 0', () => {
    const cache = new ListCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.store(key, cache.generation, Buffer.from(key));
    expect([cache.read('a'), cache.read('b'), cache.read('c')].map(String)).toEqual([
      'undefined',
      'b',
      'c',
    ]);
    const off = new ListCache({ maxEntries: 0 });
    off.store('a', off.generation, Buffer.from('a'));
    expect(off.read('a')).toBeUndefined();
  });
});

describe.each(engines)('the units list from memory on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let secondDb: Database;
  let app: FastifyInstance;
  let second: FastifyInstance;
  let admin: string;
  let adminOnSecond: string;
  let owner: string;
  let admin2: string;
  let admin2OnSecond: string;

  const list = async (on: FastifyInstance, token: string, query = 'page=0') => {
    const response = await get(on, `/api/units?${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json<UnitList>();
  };
  const unitNos = (body: UnitList) => body.data.map((unit) => unit.unit_no);

  beforeAll(async () => {
    const seeded = await seededDatabase(engine);
    db = seeded.db;
    drop = seeded.drop;
    if (engine === 'PostgreSQL') {
      // Another instance: its own pool and LISTEN connection on the same database.
      secondDb = await openPostgres(seeded.url!);
    } else {
      secondDb = db;
    }
    app = await testServer(db, { requestLogMaxRows: 0 });
    second = await testServer(secondDb, { requestLogMaxRows: 0 });
    admin = await signIn(app, 'admin@demo.test');
    adminOnSecond = await signIn(second, 'admin@demo.test');
    owner = await signIn(app, 'owner');
    admin2 = await signIn(app, 'admin2@demo.test');
    admin2OnSecond = await signIn(second, 'admin2@demo.test');
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    if (engine === 'PostgreSQL') await secondDb?.close();
    await app?.close();
    await drop?.();
  });

  it('given the same list read twice unchanged, the second reply runs no units query and is the same', async () => {
    const first = await list(app, admin, 'page=2');
    const again: UnitList[] = [];
    const queries = await queriesDuring(db, async () => {
      again.push(await list(app, admin, 'page=2'));
    });
    expect(queries.filter((query) => query.includes('"units"'))).toEqual([]);
    expect(again[0]).toEqual(first);
  });

  it('given Cache-Control: no-cache (a hard reload), the list is read from the database again', async () => {
    await list(app, admin, 'page=3');
    const queries = await queriesDuring(db, () =>
      get(app, '/api/units?page=3', admin, {
        headers: {
          'x-platform': 'web_app',
          authorization: `Bearer ${admin}`,
          'cache-control': 'no-cache',
        },
      }),
    );
    expect(queries.filter((query) => query.includes('"units"'))).toHaveLength(1);
  });

  it('given a unit added through the API, the adder’s next read of the list shows it', async () => {
    const before = await list(app, admin, 'search=N-77');
    expect(before.total).toBe(0);
    const added = await postJson(
      app,
      '/api/units/add',
      { unit_no: 'N-77-01', property_id: 1 },
      admin,
    );
    expect(added.statusCode).toBe(200);
    const after = await list(app, admin, 'search=N-77');
    expect(unitNos(after)).toEqual(['N-77-01']);
    expect(after.total).toBe(1);
  });

  it('given a unit added on one instance, the other instance’s list shows it once the change commits', async () => {
    expect((await list(second, adminOnSecond, 'search=N-78')).total).toBe(0);
    const added = await postJson(
      app,
      '/api/units/add',
      { unit_no: 'N-78-01', property_id: 1 },
      admin,
    );
    expect(added.statusCode).toBe(200);
    // Well within the 10 s safety limit: the bus, not the limit, ends the stored reply.
    await vi.waitFor(
      async () =>
        expect(unitNos(await list(second, adminOnSecond, 'search=N-78'))).toEqual(['N-78-01']),
      { timeout: 2_000, interval: 20 },
    );
  });

  it('given a unit and an owner’s name changed in SQL, outside the server, both instances’ lists show it', async () => {
    const [unit] = await db.query<{ id: number; unit_no: string }>(
      'select id, unit_no from units where property_id = 1 and user_id is not null order by unit_no limit 1',
    );
    const query = `search=${encodeURIComponent(unit!.unit_no)}`;
    for (const [on, token] of [
      [app, admin],
      [second, adminOnSecond],
    ] as const) {
      expect(unitNos(await list(on, token, query))).toContain(unit!.unit_no);
    }
    await db.query("update units set unit_no = 'N-79-01' where id = $1", [unit!.id]);
    await db.query(
      "update users set name = 'Renamed In SQL' where id = (select user_id from units where id = $1)",
      [unit!.id],
    );
    for (const [on, token] of [
      [app, admin],
      [second, adminOnSecond],
    ] as const) {
      await vi.waitFor(
        async () => {
          expect(unitNos(await list(on, token, query))).not.toContain(unit!.unit_no);
          const renamed = await get(on, '/api/units?search=N-79-01', token);
          expect(renamed.json()).toMatchObject({
            data: [{ unit_no: 'N-79-01', user: { name: 'Renamed In SQL' } }],
          });
        },
        { timeout: 2_000, interval: 20 },
      );
    }
  });

  it('given a unit added on property 1, property 2’s kept list is answered from memory on both instances while property 1’s is built again', async () => {
    const unitQueries = (queries: string[]) => queries.filter((query) => query.includes('"units"'));
    const query = 'search=N-80';
    // Both properties' lists read and kept, on both instances.
    const kept2 = await list(app, admin2);
    const kept2OnSecond = await list(second, admin2OnSecond);
    expect((await list(app, admin, query)).total).toBe(0);
    expect((await list(second, adminOnSecond, query)).total).toBe(0);
    const added = await postJson(
      app,
      '/api/units/add',
      { unit_no: 'N-80-01', property_id: 1 },
      admin,
    );
    expect(added.statusCode).toBe(200);
    // The writer's instance: property 1's list is built again at once and shows the unit.
    const rebuilt: UnitList[] = [];
    expect(
      unitQueries(await queriesDuring(db, async () => rebuilt.push(await list(app, admin, query)))),
    ).not.toEqual([]);
    expect(unitNos(rebuilt[0]!)).toEqual(['N-80-01']);
    // The other instance hears the change on the bus (property 1's units) and builds property 1's
    // list again once it commits.
    await vi.waitFor(
      async () => expect(unitNos(await list(second, adminOnSecond, query))).toEqual(['N-80-01']),
      { timeout: 2_000, interval: 20 },
    );
    // Property 2's list stays in memory on both: no units query, the same reply.
    for (const [on, onDb, token, kept] of [
      [app, db, admin2, kept2],
      [second, secondDb, admin2OnSecond, kept2OnSecond],
    ] as const) {
      const again: UnitList[] = [];
      expect(
        unitQueries(await queriesDuring(onDb, async () => again.push(await list(on, token)))),
      ).toEqual([]);
      expect(again[0]).toEqual(kept);
    }
  });

  it('given the admin’s list kept, an owner still gets only their own units', async () => {
    const staff = await list(app, admin);
    expect(staff.total).toBeGreaterThan(20);
    const own = await list(app, owner);
    expect(own.total).toBeLessThan(staff.total);
    expect(own.total).toBeGreaterThan(0);
    const ownAgain = await list(app, owner);
    expect(ownAgain).toEqual(own);
    expect(await list(app, admin)).toEqual(staff);
  });

  it('given the migration, every table the units list reads tells the bus of every kind of change', async () => {
    const rows = await db.query<{ table: string; triggers: number }>(
      `select c.relname as table, count(*)::int as triggers
       from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname like '%_data_%' and c.relnamespace = current_schema()::regnamespace
       group by 1 order by 1`,
    );
    // Inserted, updated, deleted, truncated.
    expect(rows).toEqual(UNIT_LIST_TABLES.toSorted().map((table) => ({ table, triggers: 4 })));
  });

  it('given changes in SQL, the bus names the table and the properties of the rows changed', async () => {
    const heard: string[] = [];
    const [row] = await db.query<{ schema: string }>('select current_schema() as schema');
    const stop = await secondDb.listen(`strata_rt_${row!.schema}`, (payload) => {
      if (payload.includes('"data"')) heard.push(payload);
    });
    try {
      await db.query(
        "update units set remark = 'moved' where id = (select min(id) from units where property_id = 2)",
      );
      // The actor cache's own once-a-minute write says nothing.
      await db.query("update users set last_active = now() where email = 'admin@demo.test'");
      await db.query("update users set name = 'Renamed Admin' where email = 'admin2@demo.test'");
      await vi.waitFor(() => expect(heard).toHaveLength(2), { timeout: 2_000, interval: 20 });
      expect(heard.map((payload) => JSON.parse(payload))).toEqual([
        { k: 'data', t: 'units', p: [2] },
        { k: 'data', t: 'users', p: [2] },
      ]);
    } finally {
      await stop();
    }
  });
});
