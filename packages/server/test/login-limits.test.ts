import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedProxies } from '../src/config';
import type { Database } from '../src/db/database';
import { SESSION_MESSAGES } from '../src/http/messages';
import { engines, freshAddress, seededDatabase, testServer } from './support/harness';

/* Issue 15 §3: the login limit is counted atomically and cannot be dodged with X-Forwarded-For. */

function wrongLogin(remoteAddress: string, headers: Record<string, string> = {}) {
  return {
    method: 'POST' as const,
    url: '/api/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({
      email_username: 'nobody-here',
      password: 'wrong-password',
      platform: 'web_app',
    }).toString(),
  };
}

describe('TRUST_PROXY', () => {
  it('given none, a hop count, true or addresses, reads them as Fastify takes them', () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies('false')).toBe(false);
    expect(trustedProxies('true')).toBe(1);
    expect(trustedProxies('2')).toBe(2);
    expect(trustedProxies('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
  });
});

describe.each(engines)('login limits on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db, { trustProxy: 1 });
  });

  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('given 40 simultaneous wrong passwords from one address, evaluates exactly 10', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => app.inject(wrongLogin(address))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
  }, 60_000);

  it('given a client writing a new left-most X-Forwarded-For each try, counts the address the proxy saw', async () => {
    const seen = freshAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await app.inject(
        wrongLogin('127.0.0.1', { 'x-forwarded-for': `198.51.100.${attempt}, ${seen}` }),
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const last = await app.inject(wrongLogin('127.0.0.1', { 'x-forwarded-for': seen }));
    expect(last.json()).toEqual({ error: SESSION_MESSAGES.tooManyTries });
  });
});
