import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../src/db/database';
import { get, signIn } from './support/client';
import { engines, seededDatabase, testServer } from './support/harness';
import { postJson } from './support/requests';

/**
 * A busy hour in miniature (bench/README.md, the busy-hour part): many callers reading and
 * writing at once. On PGlite every statement of every request takes turns on its one connection,
 * and a write holds it for its whole transaction; no request may wait its turn for long, and none
 * may go unanswered.
 */
const CALLERS = 10;
const CALLS_EACH = 5;
const BOUND_MS = 5_000;

describe('statements queued on PGlite', () => {
  it('given many statements waiting for the one connection, lets sockets and timers run between them', async () => {
    // PGlite hands its connection to the next statement in a promise callback: without a turn of
    // the event loop between statements, a socket (a request's headers or body) was read only
    // once every queued statement had run, 30 s and more at a busy hour, and nothing was logged.
    const db = await openPglite(undefined);
    try {
      // 20 requests, each running 10 statements one after the other.
      let done = 0;
      let doneWhenTheTimerRan = -1;
      const request = async () => {
        for (let statement = 0; statement < 10; statement += 1) {
          await db.query('select 1');
          done += 1;
        }
      };
      setTimeout(() => {
        doneWhenTheTimerRan = done;
      }, 0);
      await Promise.all(Array.from({ length: 20 }, request));
      expect(done).toBe(200);
      // Each request's next statement waits for a turn: the timer runs within the first rounds.
      expect(doneWhenTheTimerRan).toBeGreaterThanOrEqual(0);
      expect(doneWhenTheTimerRan).toBeLessThanOrEqual(60);
    } finally {
      await db.close();
    }
  });
});

describe.each(engines)('concurrent reads and writes on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  const tokens: { token: string; property: number; units: number[] }[] = [];

  beforeAll(async () => {
    ({ db, drop } = await seededDatabase(engine));
    app = await testServer(db, { requestLogMaxRows: 100_000, rateLimitPerMinute: 1_000_000 });
    for (const [login, property] of [
      ['admin@demo.test', 1],
      ['manager@demo.test', 1],
      ['admin2@demo.test', 2],
    ] as const) {
      const units = await db.query<{ id: number }>(
        'select id from units where property_id = $1 order by id limit 20',
        [property],
      );
      tokens.push({
        token: await signIn(app, login),
        property,
        units: units.map((unit) => unit.id),
      });
    }
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it(`given ${CALLERS} callers each reading and writing ${CALLS_EACH} times at once, answers every call within ${BOUND_MS / 1000} s`, async () => {
    const answers: { call: string; status: number; ms: number }[] = [];
    let seq = 0;
    const caller = async (n: number) => {
      const { token, property, units } = tokens[n % tokens.length]!;
      for (let call = 0; call < CALLS_EACH; call += 1) {
        seq += 1;
        const unit = units[seq % units.length]!;
        const calls = [
          () =>
            postJson(
              app,
              '/api/visitors/add',
              {
                name: `Concurrent ${seq}`,
                contact: '0123456789',
                vehicle_no: `CW ${seq}`,
                type: 'Visit',
                start_date: '2026-11-27',
                unit_id: unit,
              },
              token,
            ),
          () =>
            postJson(app, '/api/units/add', { unit_no: `CW-${seq}`, property_id: property }, token),
          () => postJson(app, '/api/support/report', { report: `Concurrent ${seq}` }, token),
          () => get(app, '/api/inbox/mark-all-as-read', token),
          () => get(app, '/api/dashboard', token),
          () => get(app, '/api/notification', token),
          () => get(app, '/api/units?page=0', token),
        ];
        const which = (n + call) % calls.length;
        const started = performance.now();
        const response = await calls[which]!();
        answers.push({
          call: `${which}`,
          status: response.statusCode,
          ms: performance.now() - started,
        });
      }
    };
    await Promise.all(Array.from({ length: CALLERS }, (_, n) => caller(n)));
    expect(answers).toHaveLength(CALLERS * CALLS_EACH);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    expect(slowest).toBeLessThan(BOUND_MS);
  }, 120_000);
});
