import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app';
import type { Database } from '../src/db/database';
import { APP_CSP } from '../src/http/security-headers';
import { memoryMailer, NOW, seededDatabase } from './support/harness';

/* Security headers on the app and the API, written by helmet (ADR 0009, ADR 0026). */

const appFolder = path.join(import.meta.dirname, '../../app');

describe('security headers', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase('PGlite'));
    const staticDir = await mkdtemp(path.join(tmpdir(), 'strata-static-'));
    await writeFile(
      path.join(staticDir, 'index.html'),
      await readFile(path.join(appFolder, 'index.html')),
    );
    app = await buildServer({
      config: {
        staticDir,
        dataDir: await mkdtemp(path.join(tmpdir(), 'strata-data-')),
        logLevel: 'silent',
        trustProxy: 1,
      },
      db,
      logger: false,
      mailer: memoryMailer(),
      now: () => NOW,
    });
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('given a call refused before its route runs (an app older than the minimum), answers its message with the headers', async () => {
    const strict = await buildServer({
      config: {
        staticDir: await mkdtemp(path.join(tmpdir(), 'strata-static-')),
        dataDir: await mkdtemp(path.join(tmpdir(), 'strata-data-')),
        logLevel: 'silent',
        minAppVersion: '2.0.0',
      },
      db,
      logger: false,
      mailer: memoryMailer(),
      now: () => NOW,
    });
    try {
      const refused = await strict.inject({
        method: 'GET',
        url: '/api/authenticate',
        headers: { 'x-app-version': '1.0.0' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'A new version of Strata is available. Please reload the page to update.',
      });
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(refused.headers['content-security-policy']).toBe("frame-ancestors 'self'");
      expect(refused.headers['cache-control']).toBe('no-store');
    } finally {
      await strict.close();
    }
  });

  it('given the app page, answers a strict CSP with no inline or eval script', async () => {
    const page = await app.inject({ method: 'GET', url: '/d/dashboard' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toBe(APP_CSP);
    // Helmet joins directives with ';' (the header was '; '-joined before; the same policy).
    expect(csp).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self' blob:",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join(';'),
    );
    const script = csp.split(';').find((part) => part.startsWith('script-src'));
    expect(script).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });

  it('given HEAD of an app page (curl -I), answers 200 with the same headers', async () => {
    const page = await app.inject({ method: 'HEAD', url: '/d/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(APP_CSP);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('given an API call, answers nosniff, the referrer policy and same-origin framing only', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/authenticate' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('same-origin');
    expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("given any answer, adds helmet's safe defaults but no cross-origin opener or resource policy", async () => {
    for (const url of ['/d/dashboard', '/api/authenticate']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['origin-agent-cluster'], url).toBe('?1');
      expect(answer.headers['x-dns-prefetch-control'], url).toBe('off');
      expect(answer.headers['x-download-options'], url).toBe('noopen');
      expect(answer.headers['x-permitted-cross-domain-policies'], url).toBe('none');
      expect(answer.headers['x-xss-protection'], url).toBe('0');
      expect(answer.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(answer.headers['cross-origin-resource-policy'], url).toBeUndefined();
      expect(answer.headers['cross-origin-embedder-policy'], url).toBeUndefined();
    }
  });

  it('given an API call, answers no-store; given the app page, leaves its cache-control', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/authenticate' });
    expect(answer.headers['cache-control']).toBe('no-store');
    const page = await app.inject({ method: 'GET', url: '/d/dashboard' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('given a plain-text answer outside the API, answers the framing-only CSP', async () => {
    const answer = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('given a request the trusted proxy received over HTTPS, answers HSTS', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/authenticate',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("given the app's page and service worker, neither has an inline script", async () => {
    const html = await readFile(path.join(appFolder, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
    const worker = await readFile(path.join(appFolder, 'public/sw.js'), 'utf8');
    expect(worker).not.toMatch(/\beval\(|new Function\(|importScripts\(/);
  });
});
