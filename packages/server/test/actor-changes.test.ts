import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { openPostgres, type Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { CHANNEL_PREFIX } from '../src/realtime/bus';
import { get, signIn } from './support/client';
import { queriesDuring } from './support/queries';
import { engines, NOW, seededDatabase, testServer } from './support/harness';
import { postJson } from './support/requests';

/**
 * A session or user changed in the database directly (an operator's UPDATE or DELETE, another
 * tool), not through the API, ends the signed-in actors it touched on every instance within a
 * second: the triggers of migration 0007_actor_changes tell the bus when the change commits.
 */

const SESSION_ENDED = { error: 'Your session has ended. Please sign in again.' };
/** Polled for at most 2 s: the bus delivers in milliseconds; without it an actor stays a minute. */
const WITHIN_A_SECOND = { timeout: 2_000, interval: 20 };

describe.each(engines)('actor changes made in the database on %s', (engine) => {
  let db: Database;
  let drop: () => Promise<void>;
  let secondDb: Database;
  let app: FastifyInstance;
  let second: FastifyInstance;
  let counter = 0;

  /** A user of property 1 with `role` who can sign in with the demo password. */
  async function freshUser(role: 'Owner' | 'Admin' = 'Owner') {
    counter += 1;
    const [demo] = await db.orm.select().from(users).where(eq(users.username, 'owner'));
    const username = `changed${counter}`;
    const [row] = await db.orm
      .insert(users)
      .values({
        name: `Changed User ${counter}`,
        username,
        email: `${username}@example.test`,
        role,
        propertyId: 1,
        passwordHash: demo!.passwordHash,
      })
      .returning();
    return { user: row!, token: await signIn(app, username) };
  }

  /** Signs `token` in on both instances' caches (each answers it once). */
  async function cachedOnBoth(token: string) {
    for (const on of [app, second]) {
      expect((await get(on, '/api/authenticate', token)).statusCode).toBe(200);
    }
  }

  /** Polls both instances until `token`'s next request answers 401 saying the session ended. */
  async function endedOnBoth(token: string) {
    for (const on of [app, second]) {
      await expect
        .poll(async () => (await get(on, '/api/authenticate', token)).json(), WITHIN_A_SECOND)
        .toEqual(SESSION_ENDED);
    }
  }

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
    app = await testServer(db);
    second = await testServer(secondDb);
  }, 120_000);

  afterAll(async () => {
    await second?.close();
    if (engine === 'PostgreSQL') await secondDb?.close();
    await app?.close();
    await drop?.();
  });

  it('given a session revoked in SQL, its next request answers 401 on both instances', async () => {
    const { token } = await freshUser();
    await cachedOnBoth(token);
    await db.query('update sessions set revoked_at = now() where token_hash = $1', [
      hashToken(token),
    ]);
    await endedOnBoth(token);
  });

  it('given a session expired in SQL, its next write answers 401 and writes nothing', async () => {
    const token = await signIn(app, 'admin@demo.test');
    await cachedOnBoth(token);
    await db.query('update sessions set expires_at = $2 where token_hash = $1', [
      hashToken(token),
      new Date(NOW.getTime() - 60_000),
    ]);
    await endedOnBoth(token);
    const added = await postJson(
      second,
      '/api/units/add',
      { unit_no: 'EXPIRED-01', property_id: 1 },
      token,
    );
    expect(added.statusCode).toBe(401);
    expect(await db.query("select id from units where unit_no = 'EXPIRED-01'")).toEqual([]);
  });

  it('given a session deleted in SQL, its next request answers 401 on both instances', async () => {
    const { token } = await freshUser();
    await cachedOnBoth(token);
    await db.query('delete from sessions where token_hash = $1', [hashToken(token)]);
    await endedOnBoth(token);
  });

  it('given a user deactivated in SQL, their next request answers 401 on both instances', async () => {
    const { user, token } = await freshUser();
    await cachedOnBoth(token);
    await db.query('update users set active = false where id = $1', [user.id]);
    await endedOnBoth(token);
  });

  it('given a user deleted in SQL, their next request answers 401 on both instances', async () => {
    const { user, token } = await freshUser();
    await cachedOnBoth(token);
    await db.query('delete from users where id = $1', [user.id]);
    await endedOnBoth(token);
  });

  it('given a user’s role changed in SQL, their next request on both instances carries the new role', async () => {
    const { user, token } = await freshUser('Admin');
    await cachedOnBoth(token);
    await db.query("update users set role = 'Owner' where id = $1", [user.id]);
    for (const on of [app, second]) {
      await expect
        .poll(
          async () => (await get(on, '/api/authenticate', token)).json().user.role,
          WITHIN_A_SECOND,
        )
        .toBe('Owner');
    }
  });

  it('given one session revoked in SQL, the same user’s other session stays cached', async () => {
    const { user, token } = await freshUser();
    const other = await signIn(app, user.username);
    await cachedOnBoth(token);
    await cachedOnBoth(other);
    await db.query('update sessions set revoked_at = now() where token_hash = $1', [
      hashToken(token),
    ]);
    await endedOnBoth(token);
    const queries = await queriesDuring(db, async () => {
      expect((await get(app, '/api/authenticate', other)).statusCode).toBe(200);
    });
    expect(queries.filter((query) => query.includes('"sessions"'))).toEqual([]);
  });

  describe('what the triggers tell the bus', () => {
    /** The bus events heard while `change` runs, up to and including the one `last` makes. */
    async function heardDuring(change: () => Promise<void>, last: string) {
      const heard: unknown[] = [];
      let lastArrived = false;
      const [row] = await db.query<{ schema: string }>('select current_schema() as schema');
      const stop = await db.listen(`${CHANNEL_PREFIX}${row!.schema}`, (payload) => {
        const event = JSON.parse(payload) as { k: string };
        if (event.k !== 'actors') return;
        heard.push(event);
        if (payload.includes(last)) lastArrived = true;
      });
      try {
        await change();
        await vi.waitFor(() => expect(lastArrived).toBe(true), WITHIN_A_SECOND);
      } finally {
        await stop();
      }
      return heard;
    }

    it('given only "last active" and "last used" moved, then another user renamed, only the rename is heard', async () => {
      const { user } = await freshUser();
      const { user: renamed } = await freshUser();
      const heard = await heardDuring(async () => {
        await db.query('update users set last_active = now() where id = $1', [user.id]);
        await db.query('update sessions set last_used_at = now() where user_id = $1', [user.id]);
        await db.query("update users set name = 'Renamed In SQL' where id = $1", [renamed.id]);
      }, `[${renamed.id}]`);
      expect(heard).toEqual([{ k: 'actors', to: { users: [renamed.id] } }]);
    });

    it('given sessions revoked in SQL, their ids are heard, not their tokens', async () => {
      const { user, token } = await freshUser();
      await signIn(app, user.username);
      const ids = (
        await db.query<{ id: number }>('select id from sessions where user_id = $1 order by id', [
          user.id,
        ])
      ).map((row) => row.id);
      const heard = await heardDuring(async () => {
        await db.query('update sessions set revoked_at = now() where user_id = $1', [user.id]);
      }, 'sessions');
      expect(heard).toHaveLength(1);
      const [event] = heard as { to: { sessions: number[] } }[];
      expect(event!.to.sessions.sort((a, b) => a - b)).toEqual(ids);
      expect(JSON.stringify(heard)).not.toContain(hashToken(token));
    });

    it('given more users changed in one statement than one notice can name, every actor is told', async () => {
      const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
        'select count(*)::int as total from users',
      );
      expect(total).toBeGreaterThan(500);
      const heard = await heardDuring(async () => {
        await db.query("update users set contact = contact || ''");
        await db.query("update users set contact = contact || '0'");
      }, 'everyone');
      expect(heard).toEqual([{ k: 'actors', to: { everyone: true } }]);
    });
  });
});
