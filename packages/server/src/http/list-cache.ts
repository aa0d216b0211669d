import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { replyLanguage } from './reply-language';
import fp from './plugin';

/** The most list replies kept; the oldest stored go first. */
const MAX_ENTRIES = 2_000;
/**
 * A safety net: a reply is built again after this long even if no change was heard (the bus's
 * listening connection was down while another instance wrote).
 */
const TTL_MS = 10_000;

const JSON_TYPE = 'application/json; charset=utf-8';

/** Methods that only read: every other /api call may write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a stored reply read: the tables its query reads, and the one property it is limited to
 * (null: every property, a super user's list). `'*'` among the tables: any table.
 */
export type ListScope = { tables: readonly string[]; propertyId: number | null };

/**
 * What a change touched: a table (absent: any table) and the properties of its rows (absent or
 * null: any property; 0 stands for rows of no property, which only every-property lists read).
 */
export type DataChange = { table?: string | undefined; properties?: readonly number[] | null };

/** A reply that depends on everything (what a caller that names no scope gets). */
const EVERYTHING: ListScope = { tables: ['*'], propertyId: null };

type Entry = { at: number; body: Buffer; storedAt: number; scope: ListScope };

/**
 * Serialised list replies of this server instance (ADR 0005, narrowed by ADR 0019), so a list read
 * again unchanged is answered from memory: by key (the list, the caller's scope, its query and
 * language), valid while nothing it read was written since.
 *
 * What counts as written, so the cache can never serve a reply older than a committed change:
 * - any /api call on this instance that is not a read, when it starts and again just before its
 *   reply goes out (after its transaction committed): it ends the replies of the caller's property
 *   (and every-property ones; a super user's or an anonymous call ends everything);
 * - a change to a table that a cached list reads, made anywhere (another instance, a script, a
 *   seed): statement triggers (migration 0012_data_change_scope) send `{ k: 'data', t, p }` on the
 *   bus when the change commits, naming the table and its rows' properties, and the realtime hub
 *   calls {@link changed} with them.
 *
 * Each change is stamped with a rising counter, kept per table and property; a reply is valid while
 * no change to one of its tables, on its property (or on any property, for an every-property
 * reply), is newer than the counter read before its query ran. So a query that raced a write never
 * lands in the cache, and a write on property 1 leaves property 2's replies in place.
 */
export class ListCache {
  #clock = 0;
  /** The counter of the last change of any kind. */
  #lastAny = 0;
  /** The counter of the last change, by `table|property` ('*' for any). */
  #last = new Map<string, number>();
  #entries = new Map<string, Entry>();
  readonly #now: () => number;

  constructor(
    private readonly options: {
      maxEntries?: number;
      ttlMs?: number;
      /** Real time in ms (tests pass their own). */
      clock?: () => number;
    } = {},
  ) {
    this.#now = options.clock ?? (() => performance.now());
  }

  /** The change counter: read it before building a reply, pass it to {@link store}. */
  get generation(): number {
    return this.#clock;
  }

  #mark(key: string) {
    this.#last.set(key, this.#clock);
  }

  /**
   * Something was written: the replies that read `change.table` on one of `change.properties` are
   * stale (without a table: every table; without properties: every property; no argument: all).
   */
  changed(change: DataChange = {}): void {
    this.#clock += 1;
    this.#lastAny = this.#clock;
    const table = change.table ?? '*';
    if (!change.properties) {
      this.#mark(`${table}|*`);
      if (table === '*' && this.#entries.size > 0) this.#entries = new Map();
      return;
    }
    // Some property changed: every-property replies reading the table are stale too.
    this.#mark(`${table}|any`);
    for (const property of change.properties) {
      if (property > 0) this.#mark(`${table}|${property}`);
    }
  }

  /** Whether nothing `scope` reads changed after counter `at`. */
  #fresh(scope: ListScope, at: number): boolean {
    if (scope.tables.includes('*')) return this.#lastAny <= at;
    const after = (key: string) => (this.#last.get(key) ?? 0) > at;
    const property = scope.propertyId === null ? 'any' : String(scope.propertyId);
    // '*': a change that names no table (a write on this instance) touches every table.
    for (const table of ['*', ...scope.tables]) {
      if (after(`${table}|*`) || after(`${table}|${property}`)) return false;
    }
    return true;
  }

  /** The stored reply of `key`, if it is still valid. */
  read(key: string): Buffer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (
      !this.#fresh(entry.scope, entry.at) ||
      this.#now() - entry.storedAt > (this.options.ttlMs ?? TTL_MS)
    ) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /**
   * Keeps `body` for `key` if nothing `scope` reads changed since `generation` was read (default
   * scope: everything).
   */
  store(key: string, generation: number, body: Buffer, scope: ListScope = EVERYTHING): void {
    const max = this.options.maxEntries ?? MAX_ENTRIES;
    if (max <= 0 || !this.#fresh(scope, generation)) return;
    this.#entries.delete(key);
    this.#entries.set(key, { at: generation, body, storedAt: this.#now(), scope });
    if (this.#entries.size > max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /** How many replies are kept (tests). */
  get size(): number {
    return this.#entries.size;
  }
}

/**
 * Answers a list from `cache` under `key` (the caller's scope and query; the reply's language is
 * added here) unless the request says `Cache-Control: no-cache`, or runs `load`, serialises its
 * payload with the route's own response schema, keeps it and sends it. Call it after every
 * permission and scope check: the key must name everything the reply depends on besides the stored
 * data, and `scope` every table the query reads (each needs the triggers of migration
 * 0012_data_change_scope) and the one property it is limited to (null: every property).
 */
export async function cachedList(
  cache: ListCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  scope: ListScope,
  load: () => Promise<object>,
): Promise<FastifyReply> {
  const fullKey = `${replyLanguage()}|${key}`;
  // `Cache-Control: no-cache` (a hard reload) asks for a reply built now; it is kept all the same.
  const fresh = /no-cache|no-store/i.test(request.headers['cache-control'] ?? '');
  const hit = fresh ? undefined : cache.read(fullKey);
  if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
  const generation = cache.generation;
  const payload = await load();
  // A Buffer payload skips Fastify's serializer: it is done here.
  // Kept encoded, so a hit is written as it is (no UTF-8 encoding of the text per reply).
  const body = Buffer.from(String(reply.serialize(payload)));
  cache.store(fullKey, generation, body, scope);
  return reply.type(JSON_TYPE).send(body);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised list replies of this instance (http/list-cache.ts). */
    lists: ListCache;
  }
}

/**
 * What a write by the request's caller may have touched: their own property's rows (staff,
 * owners and tenants only ever write their property's), or anything (a super user, or a call
 * without a signed-in user such as login).
 */
function touchedBy(request: FastifyRequest): DataChange {
  const user = request.actor?.user;
  if (!user || user.isSuperUser || user.propertyId === null) return {};
  return { properties: [user.propertyId] };
}

/**
 * Decorates `app.lists` and ends entries around every /api call that may write: when it starts
 * and when its reply is about to go out (its transaction has committed by then), so the caller's
 * next read sees its own change on this instance without waiting for the bus. Register it after
 * `authentication`: the caller's property names what the write may have touched.
 */
export const listCache = fp(async (app: FastifyInstance, options: { cache: ListCache }) => {
  app.decorate('lists', options.cache);
  const writes = (request: FastifyRequest) =>
    !READS.has(request.method) && request.url.startsWith('/api/');
  app.addHook('onRequest', async (request) => {
    if (writes(request)) options.cache.changed(touchedBy(request));
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (writes(request)) options.cache.changed(touchedBy(request));
    return payload;
  });
});
