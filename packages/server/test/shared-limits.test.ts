import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { HTTP_MESSAGES } from '../src/http/messages';
import { databaseCounters } from '../src/auth/rate-counter';
import { SharedRateLimit } from '../src/http/rate-limit';
import { get, signIn } from './support/client';
import { engines, freshAddress, NOW, seededDatabase, testServer } from './support/harness';

/* ADR 0006: one general rate limit per user or address, whatever the token and the instance. */

describe.each(engines)('rate limits across instances on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    first = await testServer(db, { rateLimitPerMinute: 5 });
    second = await testServer(db, { rateLimitPerMinute: 5 });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await drop();
  });

  const call = (app: FastifyInstance, remoteAddress: string, token?: string) =>
    get(app, '/api/public/visitors/NOPE', token, { remoteAddress });

  it('given calls from one address spread over two instances, the sixth answers 429', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await call(n % 2 ? second : first, address)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const refused = await call(first, address);
    expect(refused.json()).toEqual({ error: HTTP_MESSAGES.rateLimit });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('given a new made-up token on every call, they are counted by the address', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await call(first, address, randomBytes(32).toString('base64url'))).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('given a signed-in user calling from new addresses, they are counted by the user', async () => {
    const token = await signIn(first, 'supervisor2');
    const statuses = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push((await call(n % 2 ? second : first, freshAddress(), token)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('given wrong sign-ins from one address spread over two instances, the eleventh answers 429', async () => {
    const unlimited = await testServer(db);
    const other = await testServer(db);
    const address = freshAddress();
    const statuses = [];
    for (let n = 0; n < 11; n += 1) {
      const answer = await (n % 2 ? other : unlimited).inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: address,
        payload: { email_username: `twin-${n}`, password: 'wrong-password' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    await unlimited.close();
    await other.close();
  });

  /** The query builder over `db`, counting the writes (inserts) made through it. */
  const countingWrites = () => {
    const counter = { writes: 0 };
    const orm = new Proxy(db.orm, {
      get(target, property, receiver) {
        if (property === 'insert') counter.writes += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    return { orm, counter };
  };

  it('given 1,000 calls alternating over two instances, exactly the limit passes, with few writes', async () => {
    const { orm, counter } = countingWrites();
    const instances = [
      new SharedRateLimit(databaseCounters(orm), 600),
      new SharedRateLimit(databaseCounters(orm), 600),
    ];
    const key = `api:ip:${freshAddress()}`;
    let passed = 0;
    for (let n = 0; n < 1000; n += 1) if (await instances[n % 2]!.take(key, NOW)) passed += 1;
    expect(passed).toBe(600);
    expect(counter.writes).toBeLessThan(100);
  });

  it('given 50 simultaneous calls on one instance, they share one reservation', async () => {
    const { orm, counter } = countingWrites();
    const limit = new SharedRateLimit(databaseCounters(orm), 600);
    const key = `api:ip:${freshAddress()}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => limit.take(key, NOW)));
    expect(answers.every(Boolean)).toBe(true);
    expect(counter.writes).toBe(1);
  });
});

/** Redis runs when REDIS_URL is set (as .ci/run sets it when Redis answers on this machine). */
const redisServers = process.env.REDIS_URL ? [process.env.REDIS_URL] : [];

describe.each(redisServers)('rate limits across instances counted in Redis at %s', (url) => {
  // Keys of this run only, so runs and files sharing the server do not count against each other.
  const keyPrefix = `strata-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let db: Database;
  let drop: () => Promise<void>;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let redis: RedisClientType;

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engines.at(-1)!));
    first = await testServer(db, { rateLimitPerMinute: 5, redis: { url, keyPrefix } });
    second = await testServer(db, { rateLimitPerMinute: 5, redis: { url, keyPrefix } });
    redis = createClient({ url });
    await redis.connect();
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(keys);
    await redis.close();
    await drop();
  });

  it('given calls from one address spread over two instances, the sixth answers 429, and the count is in Redis, not the database', async () => {
    const address = freshAddress();
    const statuses = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push(
        (
          await get(n % 2 ? second : first, '/api/public/visitors/NOPE', undefined, {
            remoteAddress: address,
          })
        ).statusCode,
      );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const [key] = await redis.keys(`${keyPrefix}api:ip:${address}:*`);
    expect(await redis.get(key!)).toBe('6');
    expect(await redis.pTTL(key!)).toBeGreaterThan(0);
    const rows = await db.query('select 1 from rate_counters where key = $1', [
      `api:ip:${address}`,
    ]);
    expect(rows).toEqual([]);
  });

  it('given wrong sign-ins from one address spread over two instances, the eleventh answers 429', async () => {
    // Instances without the low general limit, so only the login limit counts here.
    const unlimited = await testServer(db, { redis: { url, keyPrefix } });
    const other = await testServer(db, { redis: { url, keyPrefix } });
    const address = freshAddress();
    const statuses = [];
    for (let n = 0; n < 11; n += 1) {
      const answer = await (n % 2 ? other : unlimited).inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: address,
        payload: { email_username: `redis-twin-${n}`, password: 'wrong-password' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    expect(await redis.keys(`${keyPrefix}login:ip:${address}:*`)).toHaveLength(1);
    await unlimited.close();
    await other.close();
  });
});
