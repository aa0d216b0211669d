import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor, Orm } from '../db/database';
import { ROLES } from '@strata/domain';
import { properties, rolePolicies, roles, sessions, tenants, users } from '../db/schema';
import { notify, type ActorScope } from '../realtime/bus';
import { servicesOf, type Actor } from './access';
import { hashToken } from './tokens';

/** The most signed-in actors kept; the least recently used go first. */
const MAX_ENTRIES = 10_000;
/** A safety net: an entry is loaded again after this long even if nothing said it changed. */
const TTL_MS = 60_000;
/**
 * How long a change announced inside a transaction keeps the cache from storing, at most: until
 * the change's own bus event comes back (after the commit), or this long if it never does (the
 * transaction rolled back, or the bus is down).
 */
const PENDING_MS = 5_000;
/** A minute's resolution is enough for "last used" and saves a write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

type Entry = {
  actor: Actor;
  expiresAt: Date;
  lastUsedAt: Date;
  /** When it was loaded, in real time (for TTL_MS). */
  loadedAt: number;
};

/** The queries a cache miss runs, prepared once per database. */
function actorQueries(orm: Orm) {
  return {
    session: orm
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('hash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          eq(users.active, true),
        ),
      )
      .limit(1)
      .prepare('actor_session'),
    property: orm
      .select({ id: properties.id, name: properties.name, img: properties.img })
      .from(properties)
      .where(eq(properties.id, sql.placeholder('id')))
      .prepare('actor_property'),
    policies: orm
      .select({
        area: rolePolicies.area,
        permission: rolePolicies.permission,
        active: rolePolicies.active,
      })
      .from(rolePolicies)
      .innerJoin(roles, eq(roles.id, rolePolicies.roleId))
      .where(
        and(
          eq(roles.propertyId, sql.placeholder('propertyId')),
          eq(roles.name, sql.placeholder('role')),
        ),
      )
      .orderBy(asc(rolePolicies.position))
      .prepare('actor_policies'),
    services: servicesOf(orm, sql.placeholder('propertyId')).prepare('actor_services'),
    tenancy: orm
      .select({ unitId: tenants.unitId, endDate: tenants.endDate })
      .from(tenants)
      .where(and(eq(tenants.userId, sql.placeholder('userId')), isNotNull(tenants.verifiedAt)))
      .orderBy(desc(tenants.endDate))
      .limit(1)
      .prepare('actor_tenancy'),
  };
}

/** Whether a cached actor is one a change of `scope` may have touched. */
function inScope(actor: Actor, scope: ActorScope): boolean {
  if ('everyone' in scope) return true;
  if ('userId' in scope) return actor.user.id === scope.userId;
  if ('sessions' in scope) return scope.sessions.includes(actor.sessionId);
  if ('users' in scope) return scope.users.includes(actor.user.id);
  return actor.user.propertyId === scope.propertyId || actor.property?.id === scope.propertyId;
}

/**
 * The signed-in actors of this server instance, by token hash (ADR 0011): a request whose token
 * was seen lately runs no session, user, property, policy or service query. Every write that
 * changes what an actor carries calls `changed` in its transaction: the entries of its scope are
 * dropped here at once, and on every other instance when the bus delivers the change. A session
 * or user changed in the database directly is heard the same way: triggers (migration
 * 0007_actor_changes) send the changed rows' ids on the bus when the change commits.
 */
export class ActorCache {
  /** This cache's id on the bus (its own events end its pending changes). */
  readonly id = randomUUID();
  readonly #orm: Orm;
  readonly #queries: ReturnType<typeof actorQueries>;
  /** In use order: the first is the least recently used. */
  readonly #entries = new Map<string, Entry>();
  /** Changes announced here and not heard back yet, with when to stop waiting (real time). */
  readonly #pending = new Map<number, number>();
  #changes = 0;
  #nonce = 0;

  constructor(orm: Orm) {
    this.#orm = orm;
    this.#queries = actorQueries(orm);
  }

  /** How many actors are kept (tests). */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The actor behind a token: a live (unrevoked, unexpired) session of an active user, or null.
   * Also writes "last used" (session) and "last active" (user) at most once a minute.
   */
  async forToken(token: string, now: Date): Promise<Actor | null> {
    const hash = hashToken(token);
    const entry = this.#entries.get(hash);
    if (entry) {
      this.#entries.delete(hash);
      if (Date.now() - entry.loadedAt < TTL_MS && entry.expiresAt > now) {
        this.#entries.set(hash, entry);
        await this.#touch(entry, now);
        return entry.actor;
      }
    }
    // A load that a change overtakes (or that starts while one is being committed) may have
    // read the old state: it answers this request but is not kept.
    const changes = this.#changes;
    const loaded = await this.#load(hash, now);
    if (!loaded) return null;
    if (changes === this.#changes && !this.#changing()) {
      this.#entries.set(hash, loaded);
      if (this.#entries.size > MAX_ENTRIES) {
        this.#entries.delete(this.#entries.keys().next().value!);
      }
    }
    return loaded.actor;
  }

  /** Drops the cached actors of `scope` on this instance only (the bus calls it for the others). */
  forget(scope: ActorScope): void {
    this.#changes += 1;
    for (const [hash, entry] of this.#entries) {
      if (inScope(entry.actor, scope)) this.#entries.delete(hash);
    }
  }

  /**
   * What a write that changes actors of `scope` calls, inside its transaction `db`: drops them
   * here at once (nothing of the scope is cached again until the change is committed) and, once
   * it commits, on every instance.
   */
  async changed(db: Executor, scope: ActorScope): Promise<void> {
    this.forget(scope);
    const nonce = ++this.#nonce;
    this.#pending.set(nonce, Date.now() + PENDING_MS);
    await notify(db, { k: 'actors', c: this.id, n: nonce, to: scope });
  }

  /** A change heard on the bus (this instance's own ones too, once committed). */
  heard(event: { c?: string; n?: number; to: ActorScope }): void {
    this.forget(event.to);
    if (event.c === this.id && event.n !== undefined) this.#pending.delete(event.n);
  }

  /** Whether a change announced here may still be uncommitted. */
  #changing(): boolean {
    const now = Date.now();
    for (const [nonce, until] of this.#pending) if (until < now) this.#pending.delete(nonce);
    return this.#pending.size > 0;
  }

  async #touch(entry: Entry, now: Date) {
    if (now.getTime() - entry.lastUsedAt.getTime() <= LAST_USED_RESOLUTION_MS) return;
    // Set first, so the requests of the same minute do not write it again meanwhile.
    entry.lastUsedAt = now;
    entry.actor = { ...entry.actor, user: { ...entry.actor.user, lastActive: now } };
    await this.#orm
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(eq(sessions.id, entry.actor.sessionId));
    await this.#orm.update(users).set({ lastActive: now }).where(eq(users.id, entry.actor.user.id));
  }

  async #load(hash: string, now: Date): Promise<Entry | null> {
    const loadedAt = Date.now();
    const [row] = await this.#queries.session.execute({ hash, now: now.toISOString() });
    if (!row) return null;
    const { user, session } = row;
    const propertyId = user.propertyId;
    const property =
      propertyId === null
        ? null
        : ((await this.#queries.property.execute({ id: propertyId }))[0] ?? null);
    const entry: Entry = {
      actor: {
        sessionId: session.id,
        user,
        policies:
          propertyId === null
            ? []
            : (await this.#queries.policies.execute({ propertyId, role: user.role })).map(
                (policy) => ({
                  resource: policy.area,
                  name: policy.permission,
                  active: policy.active,
                }),
              ),
        property,
        services: property ? await this.#queries.services.execute({ propertyId: property.id }) : [],
        // Only a Tenant has one; loaded with the actor, so its end costs no query per request.
        tenancy:
          user.role === ROLES.tenant
            ? ((await this.#queries.tenancy.execute({ userId: user.id }))[0] ?? null)
            : null,
      },
      expiresAt: session.expiresAt,
      lastUsedAt: session.lastUsedAt,
      loadedAt,
    };
    await this.#touch(entry, now);
    return entry;
  }
}
