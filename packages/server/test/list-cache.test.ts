import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPostgres, type Database } from '../src/db/database';
import { ListCache } from '../src/http/list-cache';
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
      const [row] = await db.query<{ schema: string }>('select current_schema() as schema');
      // Another instance: its own pool and LISTEN connection on the same schema.
      secondDb = await openPostgres(process.env.DATABASE_URL!, row!.schema);
    } else {
      secondDb = db;
    }
    app = await testServer(db, { requestLogMaxRows: 0 });
    second = await testServer(secondDb, { requestLogMaxRows: 0 });
    admin = await signIn(app, 'admin@demo.test');
    adminOnSecond = await signIn(second, 'admin@demo.test');
    owner = await signIn(app, 'owner');
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

  it('given the migration, every table the units list reads tells the bus of its changes', async () => {
    const rows = await db.query<{ table: string }>(
      `select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname like '%_data_changed' and c.relnamespace = current_schema()::regnamespace
       order by 1`,
    );
    expect(rows.map((row) => row.table)).toEqual(['properties', 'units', 'users']);
  });
});
