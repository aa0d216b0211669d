import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { loadMigrations, migrate } from '../src/db/migrate';

/** One schema per run keeps PostgreSQL runs isolated; it is dropped afterwards. */
const schema = `test_${process.pid}_${Date.now()}`;
const engines: Array<[string, () => Promise<Database>]> = [['PGlite', () => openPglite(undefined)]];
if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  engines.push(['PostgreSQL', () => openPostgres(url, schema)]);
}

describe.each(engines)('on %s', (engine, open) => {
  let db: Database;
  let staticDir: string;

  beforeAll(async () => {
    db = await open();
    await migrate(db);
    staticDir = await mkdtemp(path.join(tmpdir(), 'strata-static-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Strata</title>');
  });

  afterAll(async () => {
    if (engine === 'PostgreSQL') await db.query(`drop schema ${schema} cascade`);
    await db.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  async function server() {
    return buildServer({ config: { staticDir, logLevel: 'silent' }, db, logger: false });
  }

  describe('the one-origin server', () => {
    it('given a healthy database, /healthz answers ok with the engine name', async () => {
      const app = await server();
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', database: engine });
    });

    it('given a dashboard route, serves the app shell for the browser to route', async () => {
      const app = await server();
      for (const url of ['/', '/d/login', '/visitors/ABC123']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<title>Strata</title>');
      }
    });

    it('given an unknown page outside /d/, serves the app shell so the app redirects (spec 002 §2)', async () => {
      const app = await server();
      for (const url of ['/nowhere', '/settings/old?x=1', '/d']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<title>Strata</title>');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(asset.statusCode).toBe(404);
    });

    it('given Accept-Language ms, answers its failures in Malay; en or none, in English', async () => {
      const app = await server();
      const ask = (language?: string) =>
        app.inject({
          method: 'GET',
          url: '/api/nothing-here',
          headers: language ? { 'accept-language': language } : {},
        });
      expect((await ask('ms')).json()).toEqual({ error: 'Tidak dijumpai' });
      expect((await ask('ms-MY,en;q=0.5')).json()).toEqual({ error: 'Tidak dijumpai' });
      expect((await ask('en')).json()).toEqual({ error: 'Not found' });
      expect((await ask('en,ms;q=0.9')).json()).toEqual({ error: 'Not found' });
      expect((await ask()).json()).toEqual({ error: 'Not found' });
      const signedOut = await app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: { 'accept-language': 'ms' },
      });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ error: 'Sila log masuk untuk meneruskan' });
    });

    it('given an unknown API path, answers 404 in JSON rather than the app shell', async () => {
      const app = await server();
      const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    });

    it('given a database that stopped answering, /healthz answers 503', async () => {
      const broken: Database = { ...db, query: () => Promise.reject(new Error('gone')) };
      const app = await buildServer({
        config: { staticDir, logLevel: 'silent' },
        db: broken,
        logger: false,
      });
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable' });
    });
  });

  describe('migrations', () => {
    it('given a migrated database, a second run applies nothing', async () => {
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ id: string }>('select id from schema_migrations');
      expect(rows.map((row) => row.id)).toContain(loadMigrations()[0]!.id);
    });

    it('given a fresh database, the migrations create every table of the three specs', async () => {
      const rows = await db.query<{ table_name: string }>(
        'select table_name from information_schema.tables where table_schema = current_schema()',
      );
      const tables = rows.map((row) => row.table_name);
      for (const table of [
        'properties',
        'services',
        'property_services',
        'roles',
        'role_policies',
        'default_policies',
        'users',
        'devices',
        'sessions',
        'units',
        'access_cards',
        'visitors',
        'audit_entries',
        'account_statements',
        'payments',
        'announcements',
        'announcement_reads',
        'inbox_items',
        'support_reports',
        'settings',
        'app_versions',
        'error_log',
        'api_request_log',
        'house_rules',
        'bookings',
        'agents',
        'packages',
        'jettys',
        'addons',
        'payment_methods',
        'chat_messages',
      ]) {
        expect(tables, table).toContain(table);
      }
    });

    it('given a migration that fails half-way, none of it lands', async () => {
      const bad = [
        { id: '9999_bad', statements: ['create table half (id int)', 'select nope from nowhere'] },
      ];
      await expect(migrate(db, bad)).rejects.toThrow();
      const tables = await db.query(
        "select 1 from information_schema.tables where table_name = 'half'",
      );
      expect(tables).toHaveLength(0);
      const ids = await db.query<{ id: string }>(
        "select id from schema_migrations where id = '9999_bad'",
      );
      expect(ids).toHaveLength(0);
    });
  });
});
