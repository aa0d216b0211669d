import { MESSAGES } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedProxies } from '../src/config';
import type { Database } from '../src/db/database';
import { eq } from 'drizzle-orm';
import { loginAttempts, users } from '../src/db/schema';
import { accountDelay, addressDelay } from '../src/auth/sign-in-delays';
import { SESSION_MESSAGES } from '../src/http/messages';
import {
  engines,
  freshAddress,
  memoryMailer,
  NOW,
  seededDatabase,
  testServer,
} from './support/harness';

/* The login limit is counted atomically and cannot be dodged with X-Forwarded-For. */

function wrongLogin(
  remoteAddress: string,
  headers: Record<string, string> = {},
  login = 'nobody-here',
  password = 'wrong-password',
) {
  return {
    method: 'POST' as const,
    url: '/api/login',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({
      email_username: login,
      password,
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

describe('sign-in delays', () => {
  it('grow with the failures: per address after 3, per account after 10, each capped', () => {
    expect([0, 2, 3, 4, 5, 30].map(addressDelay)).toEqual([0, 0, 1, 2, 4, 900]);
    expect([9, 10, 14, 15, 20, 100].map(accountDelay)).toEqual([0, 1, 1, 2, 4, 30]);
  });
});

describe.each(engines)('login limits on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const mailer = memoryMailer();

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db, { trustProxy: 1, mailer });
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
    const proxy = freshAddress();
    const client = freshAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await app.inject(
        wrongLogin(
          proxy,
          { 'x-forwarded-for': `198.51.100.${attempt}, ${client}` },
          `proxied-${attempt}`,
        ),
      );
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const last = await app.inject(wrongLogin(proxy, { 'x-forwarded-for': client }, 'proxied-x'));
    expect(last.json()).toEqual({ error: SESSION_MESSAGES.tooManyTries });
    // Another client behind the same proxy has a limit of its own.
    const neighbour = await app.inject(
      wrongLogin(proxy, { 'x-forwarded-for': freshAddress() }, 'proxied-y'),
    );
    expect(neighbour.statusCode).toBe(400);
  });

  async function failuresOf(username: string, count: number, secondsAgo: number, address?: string) {
    const [user] = await db.orm.select().from(users).where(eq(users.username, username));
    await db.orm.insert(loginAttempts).values(
      Array.from({ length: count }, (_, n) => ({
        address: address ?? `192.0.2.${n % 250}`,
        userId: user!.id,
        account: `u:${user!.id}`,
        succeeded: false,
        createdAt: new Date(NOW.getTime() - secondsAgo * 1000),
      })),
    );
  }

  it('given 100 failures on an account half an hour ago, the owner signs in with the right password', async () => {
    await failuresOf('manager2', 100, 30 * 60);
    const answer = await app.inject(wrongLogin(freshAddress(), {}, 'manager2', 'demo1234'));
    expect(answer.statusCode).toBe(200);
  });

  it('given 3 failures from one address, its next try waits, and another address still signs in', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await app.inject(wrongLogin(address, {}, 'csa1'))).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const waiting = await app.inject(wrongLogin(address, {}, 'csa1', 'demo1234'));
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toEqual({ error: SESSION_MESSAGES.slowDown });
    expect(MESSAGES['session.slowDown'].ms).toBeTruthy();
    const owner = await app.inject(wrongLogin(freshAddress(), {}, 'csa1', 'demo1234'));
    expect(owner.statusCode).toBe(200);
  });

  it('given an unknown login, its tries are slowed exactly as a known one', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await app.inject(wrongLogin(address, {}, 'no-such-user'))).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('given failures long enough ago for their wait, the next try is evaluated', async () => {
    const address = freshAddress();
    await failuresOf('csa2', 5, 3, address);
    expect((await app.inject(wrongLogin(address, {}, 'csa2', 'demo1234'))).statusCode).toBe(429);
    const later = freshAddress();
    await failuresOf('csa3', 5, 5, later);
    expect((await app.inject(wrongLogin(later, {}, 'csa3', 'demo1234'))).statusCode).toBe(200);
  });

  it('given the tenth failure on an account, mails its owner a notice once', async () => {
    await failuresOf('marketing1', 8, 600);
    await app.inject(wrongLogin(freshAddress(), {}, 'marketing1'));
    await app.inject(wrongLogin(freshAddress(), {}, 'marketing1'));
    const notices = () => mailer.sent.filter((mail) => mail.to === 'marketing1@demo.test');
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.text).toContain('10 failed sign-ins');
    await app.inject(wrongLogin(freshAddress(), {}, 'marketing1'));
    expect(notices()).toHaveLength(1);
  });
});
