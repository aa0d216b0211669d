import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lt, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { apiRequestLog } from '../db/schema';
import fp from './plugin';

/** Body fields whose values never reach the request log (secrets and file contents). */
const SECRET_FIELD = /pass(word)?|token|secret|^img$|^doc$|file|attachment|receipt/i;

/** A URL with every `token` query value hidden (download links carry the session token). */
function withoutToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** The longest text kept of one field. */
const MAX_FIELD = 500;

/**
 * How many entries wait at most before a write, and how long at most (ms). Small, frequent
 * batches: on PGlite a batch holds the one connection while it is written (500 entries took
 * 13 ms, every request queued behind it), four of a quarter of the size hold it ~3 ms each.
 */
const BATCH = 250;
const FLUSH_MS = 250;

type Entry = typeof apiRequestLog.$inferInsert;

/**
 * One batch as a single insert of nine array parameters (`unnest`), in the queue's order, rather
 * than nine parameters a row (building those was ~4% of the server's CPU under load).
 */
function insertBatch(batch: Entry[]) {
  const column = <Value>(pick: (entry: Entry) => Value) => sql.param(batch.map(pick));
  return sql`insert into ${apiRequestLog} (${sql.identifier('user_id')}, ${sql.identifier('username')},
    ${sql.identifier('method')}, ${sql.identifier('url')}, ${sql.identifier('post_data')},
    ${sql.identifier('platform')}, ${sql.identifier('user_agent')}, ${sql.identifier('status_code')},
    ${sql.identifier('created_at')})
    select user_id, username, method, url, post_data::jsonb, platform, user_agent, status_code,
      created_at::timestamptz
    from unnest(${column((entry) => entry.userId ?? null)}::integer[],
      ${column((entry) => entry.username ?? null)}::text[],
      ${column((entry) => entry.method)}::text[],
      ${column((entry) => entry.url)}::text[],
      ${column((entry) => (entry.postData == null ? null : JSON.stringify(entry.postData)))}::text[],
      ${column((entry) => entry.platform ?? null)}::text[],
      ${column((entry) => entry.userAgent ?? null)}::text[],
      ${column((entry) => entry.statusCode ?? null)}::integer[],
      ${column((entry) => (entry.createdAt ?? new Date()).toISOString())}::text[])
      with ordinality as batch(user_id, username, method, url, post_data, platform, user_agent,
        status_code, created_at, position)
    order by position`;
}

/** A body as the log keeps it: secrets and files replaced, long texts and lists cut. */
export function redactedPayload(body: unknown): unknown {
  if (body === undefined || body === null || body === '') return null;
  const clean = (value: unknown, depth: number): unknown => {
    if (Buffer.isBuffer(value)) return '[file]';
    if (typeof value === 'string') {
      return value.length > MAX_FIELD ? `${value.slice(0, MAX_FIELD)}…` : value;
    }
    if (typeof value !== 'object' || value === null) return value;
    if (depth > 4) return '[…]';
    if (Array.isArray(value)) return value.slice(0, 50).map((item) => clean(item, depth + 1));
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, 50)
        .map(([name, item]) => [
          name,
          SECRET_FIELD.test(name) ? '[redacted]' : clean(item, depth + 1),
        ]),
    );
  };
  return clean(body, 0);
}

/**
 * Records every /api request for the API request log (spec 002 §7) without slowing it: entries
 * are queued when the reply is sent and written in batches (every quarter second, or at 250), then rows
 * beyond `maxRows` (REQUEST_LOG_MAX_ROWS; 0 turns the log off) are deleted, oldest first. Passwords,
 * tokens and file contents are redacted, in the body and in the URL.
 */
export const requestLog = fp(
  async (app: FastifyInstance, options: { db: Database; now: () => Date; maxRows: number }) => {
    if (options.maxRows <= 0) return;
    let queue: Entry[] = [];
    let timer: NodeJS.Timeout | null = null;
    let writing: Promise<void> = Promise.resolve();

    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      const batch = queue;
      queue = [];
      if (!batch.length) return writing;
      writing = writing.then(async () => {
        try {
          const orm = options.db.orm;
          await orm.execute(insertBatch(batch));
          const [last] = await orm.select({ id: max(apiRequestLog.id) }).from(apiRequestLog);
          const newest = Number(last?.id ?? 0);
          if (newest > options.maxRows) {
            await orm
              .delete(apiRequestLog)
              .where(lt(apiRequestLog.id, newest - options.maxRows + 1));
          }
        } catch (error) {
          app.log.error({ err: error }, 'could not write the API request log');
        }
      });
      return writing;
    };

    app.addHook('onResponse', async (request: FastifyRequest, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
      const header = (name: string) => {
        const value = request.headers[name];
        return (Array.isArray(value) ? value[0] : value)?.slice(0, 500) ?? null;
      };
      queue.push({
        userId: request.actor?.user.id ?? null,
        username: request.actor?.user.username ?? null,
        method: request.method,
        url: withoutToken(request.url).slice(0, 2000),
        postData: request.method === 'GET' ? null : redactedPayload(request.body),
        platform: header('x-platform'),
        userAgent: header('user-agent'),
        statusCode: reply.statusCode,
        createdAt: options.now(),
      });
      if (queue.length >= BATCH) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), FLUSH_MS);
        timer.unref();
      }
    });

    app.addHook('onClose', async () => {
      await flush();
    });
    app.decorate('flushRequestLog', flush);
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the queued API request log entries now (tests and shutdown). */
    flushRequestLog?: () => Promise<void>;
  }
}
