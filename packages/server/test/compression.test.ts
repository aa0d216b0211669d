import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import type { Database } from '../src/db/database';
import { APP_CSP } from '../src/http/security-headers';
import { signIn } from './support/client';
import { memoryMailer, NOW, seededDatabase } from './support/harness';

/* Hashed assets go out precompressed and cached for good, API replies compressed. */

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const brotliCopy = brotliCompressSync(script);
const gzipCopy = gzipSync(script, { level: 9 });
/** The app's index.html in the test's static directory. */
const page = '<!doctype html><title>Strata</title>';

describe('compression and caching', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase('PGlite'));
    const staticDir = await mkdtemp(path.join(tmpdir(), 'strata-static-'));
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'index.html'), page);
    // As the build writes them (packages/app/precompress.ts): the file and its two copies.
    const asset = path.join(staticDir, 'assets', 'index-AbC123xy.js');
    await writeFile(asset, script);
    await writeFile(`${asset}.br`, brotliCopy);
    await writeFile(`${asset}.gz`, gzipCopy);
    app = await buildServer({
      config: {
        staticDir,
        dataDir: await mkdtemp(path.join(tmpdir(), 'strata-data-')),
        logLevel: 'silent',
      },
      db,
      logger: false,
      mailer: memoryMailer(),
      now: () => NOW,
    });
    token = await signIn(app, 'admin@demo.test');
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('given Accept-Encoding br, a hashed asset answers its brotli copy, immutable for a year', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    // The build's copy as it is (compressing on the fly would drop the length).
    expect(answer.rawPayload.equals(brotliCopy)).toBe(true);
    expect(answer.headers['content-length']).toBe(String(brotliCopy.length));
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('given Accept-Encoding gzip only, a hashed asset answers its gzip copy', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123xy.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.rawPayload.equals(gzipCopy)).toBe(true);
    expect(gunzipSync(answer.rawPayload).toString()).toBe(script);
  });

  it('given no Accept-Encoding, a hashed asset answers the file itself', async () => {
    const answer = await app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(script);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('given the app page, index.html is revalidated on every load, never immutable, CSP kept', async () => {
    for (const url of ['/', '/d/dashboard']) {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-security-policy'], url).toBe(APP_CSP);
    }
  });

  it('given a page the app routes itself, index.html comes compressed and revalidates by ETag', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/d/login',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-security-policy']).toBe(APP_CSP);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    const gzip = await app.inject({
      method: 'GET',
      url: '/d/units/12',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await app.inject({ method: 'GET', url: '/d/login' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    const again = await app.inject({
      method: 'GET',
      url: '/d/login',
      headers: { 'if-none-match': String(plain.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('given Accept-Encoding br, an API list reply over 1 kB comes compressed, headers kept', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/units?page=0',
      headers: {
        authorization: `Bearer ${token}`,
        'x-platform': 'web_app',
        'x-app-version': '1.0.0',
        'accept-encoding': 'br',
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const body = JSON.parse(brotliDecompressSync(answer.rawPayload).toString());
    expect(body.data.length).toBeGreaterThan(0);
    expect(answer.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 2);
  });

  it('given Accept-Encoding gzip, an API list reply comes gzipped', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/units?page=0',
      headers: {
        authorization: `Bearer ${token}`,
        'x-platform': 'web_app',
        'x-app-version': '1.0.0',
        'accept-encoding': 'gzip',
      },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.rawPayload).toString()).data.length).toBeGreaterThan(0);
  });

  it('given a reply under 1 kB, it goes out as it is', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toMatchObject({ status: 'ok' });
  });
});
