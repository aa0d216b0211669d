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

type Entry = { generation: number; body: Buffer; storedAt: number };

/**
 * Serialised list replies of this server instance (ADR 0005), so a list read again unchanged is
 * answered from memory: by key (the list, the caller's scope, its query and language), valid while
 * nothing was written since.
 *
 * What counts as written, so the cache can never serve a reply older than a committed change:
 * - any /api call on this instance that is not a read, when it starts and again just before its
 *   reply goes out (after its transaction committed);
 * - a change to a table that a cached list reads, made anywhere (another instance, a script, a
 *   seed): a statement trigger (migration 0006_data_changes) sends `{ k: 'data' }` on the bus
 *   when the change commits, and the realtime hub calls {@link changed}.
 *
 * Every change ends every entry (writes are rare beside reads). A reply is stored with the
 * generation read before its query ran, and only if nothing changed meanwhile, so a query that
 * raced a write never lands in the cache.
 */
export class ListCache {
  #generation = 0;
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

  /** The current generation: changes so far. */
  get generation(): number {
    return this.#generation;
  }

  /** Something was written: every stored reply is stale. */
  changed(): void {
    this.#generation += 1;
    if (this.#entries.size > 0) this.#entries = new Map();
  }

  /** The stored reply of `key`, if it is still valid. */
  read(key: string): Buffer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (
      entry.generation !== this.#generation ||
      this.#now() - entry.storedAt > (this.options.ttlMs ?? TTL_MS)
    ) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.body;
  }

  /** Keeps `body` for `key` if nothing changed since `generation` was read. */
  store(key: string, generation: number, body: Buffer): void {
    const max = this.options.maxEntries ?? MAX_ENTRIES;
    if (generation !== this.#generation || max <= 0) return;
    this.#entries.delete(key);
    this.#entries.set(key, { generation, body, storedAt: this.#now() });
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
 * added here) unless the request says `Cache-Control: no-cache`, or runs `load`, serialises its payload with the route's own response schema, keeps
 * it and sends it. Call it after every permission and scope check: the key must name everything
 * the reply depends on besides the stored data.
 */
export async function cachedList(
  cache: ListCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
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
  cache.store(fullKey, generation, body);
  return reply.type(JSON_TYPE).send(body);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised list replies of this instance (http/list-cache.ts). */
    lists: ListCache;
  }
}

/**
 * Decorates `app.lists` and ends its entries around every /api call that may write: when it
 * starts and when its reply is about to go out (its transaction has committed by then), so the
 * caller's next read sees its own change on this instance without waiting for the bus.
 */
export const listCache = fp(async (app: FastifyInstance, options: { cache: ListCache }) => {
  app.decorate('lists', options.cache);
  const writes = (request: FastifyRequest) =>
    !READS.has(request.method) && request.url.startsWith('/api/');
  app.addHook('onRequest', async (request) => {
    if (writes(request)) options.cache.changed();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (writes(request)) options.cache.changed();
    return payload;
  });
});
