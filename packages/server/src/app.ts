import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  FILE_NAME_MAX,
  INT32_MAX,
  LIST_MAX,
  MESSAGE_HTML_MAX,
  PAGE_MAX,
  TEXT_MAX,
} from '@strata/domain';
import { authentication } from './auth/access';
import { ActorCache } from './auth/actor-cache';
import { appPage } from './http/app-page';
import { cacheControlFor, compression } from './http/compression';
import { capConnectionsPerAddress } from './http/connection-cap';
import { requestForLog } from './http/log';
import { rateLimit } from './http/rate-limit';
import { databaseCounters } from './auth/rate-counter';
import { redisCounters } from './auth/redis-counters';
import { securityHeaders } from './http/security-headers';
import { textGuard } from './http/text-guard';
import { errorForLog } from './http/error-log-fields';
import { requestLog } from './http/request-log';
import { ListCache, listCache } from './http/list-cache';
import { LOGIN_LIMITS } from './modules/session';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { conventions } from './http/conventions';
import { registerReplyLanguage } from './http/reply-language';
import { HTTP_MESSAGES } from './http/messages';
import { openApiDocument } from './http/openapi';
import { createMailer, type Mailer } from './mail/outbox';
import { realtimeRoutes } from './realtime';
import type { RouteDeps } from './http/deps';
import { apiRoutes } from './modules';

export const VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in actors this instance keeps (ADR 0011); writes that change one call `changed`. */
    actors: ActorCache;
  }
}

/**
 * The paths the server itself owns. Any other unknown GET without a file extension is a page the
 * dashboard routes (spec 002 §2: an unknown path redirects to the dashboard or to login), so it
 * gets index.html; a missing asset ('/assets/x.js') still gets a plain 404.
 */
const serverPrefixes = ['/api/', '/ws', '/storage/', '/healthz'];

export type BuildOptions = {
  /** The settings; those not given take readConfig's defaults. */
  config: Pick<ServerConfig, 'staticDir' | 'logLevel'> & Partial<ServerConfig>;
  db: Database;
  logger?: boolean;
  /** Where mail goes (default: SMTP_URL, else DATA_DIR/outbox). */
  mailer?: Mailer;
  /** The clock (default: the system's). */
  now?: () => Date;
  /** How often the realtime socket pings its clients (default 30 s). */
  pingIntervalMs?: number;
};

const API_DESCRIPTION = `The wire contract of specs 000-002, and what they leave open.

**Conventions.** Every call carries \`Authorization: Bearer <token>\` (except login, logout,
forgot_password and the public visitor pass), \`X-Platform: web_app\` and \`X-App-Version\`. Bodies
are JSON or application/x-www-form-urlencoded (\`name[]\` fields become arrays). Every failure
answers \`{ "error": string }\`: 400 bad input (a field's path, then what is wrong with it:
'start_date: Must be a real date (yyyy-mm-dd)', 'ids.1: Must be a valid id'), or a signed-in user refused (role policy, flag, or
the property's service is off: 'X Service is not available. Please ask your property management to
enable this service.'; nothing changed, the session stays), 401 no or ended session (the only
status on which the client signs out; 402 and 403 are never answered), 404 unknown record or
another property's record, 409 client older than MIN_APP_VERSION, 429 rate limit. Times are 'yyyy-mm-dd HH:mm:ss' in Malaysian
time (UTC+8); days 'yyyy-mm-dd'.

**Bounds.** Every field is bounded by the shared wire schemas: ids are whole numbers from 1 to
${INT32_MAX} (PostgreSQL's integer), pages 0 to ${PAGE_MAX}, days 'yyyy-mm-dd' and months 'yyyy-mm' that
exist on the calendar, texts at most ${TEXT_MAX} characters unless a call says more (an announcement's
message ${MESSAGE_HTML_MAX}), lists at most ${LIST_MAX} values, and an upload's original_name a file name
(not blank, at most ${FILE_NAME_MAX} characters, no / or \\, no control characters).

**Authorization.** Each property has roles (Manager, Admin, Accountant, Security Guard, Supervisor,
Cashier, CSA, Marketing, Owner and any a Manager adds) with policies per access area and permission
(View, Create, Update, Delete, ...), seeded from default policies per role. Super users pass every
check and see every property; staff see their own property only; owners see their own units and
visitors only.

**Rate limits.** RATE_LIMIT_PER_MINUTE calls a minute per signed-in user (or per client address
without a live session), counted in the database (or Redis, REDIS_URL) so every instance shares them, then 429. Login: ${LOGIN_LIMITS.perAddressPerMinute} tries a minute per client address, then 429;
failed tries slow an account down (429 with Retry-After until the wait is over) but never lock it.

**Sessions.** Tokens are 256 random bits; only their SHA-256 is stored. They end at logout, when the
user is deactivated or resets the password, and after SESSION_TTL_DAYS.

**Lists.** Every list answers \`{ data, total }\` (some add \`properties\` or \`policies\`): 20 rows a
page, \`page\` from 0, \`search\` matched case-insensitively as a substring. The units list answers a
read repeated while nothing changed from memory; \`Cache-Control: no-cache\` asks for it built
now. A \`property_id\` of
another property answers 404 for staff. Detail calls answer \`{ data }\`; add and edit answer the
saved record; deletes and other actions \`{ message }\`.

**Uploads.** Multipart text fields (\`img\` or \`doc\` as base64 or a data URL) or a file part.
Pictures at most 5 MB, jpg/jpeg/png; Excel imports at most 1 MB, xlsx; the type is checked by the
file's name and its magic bytes. Files are stored in the database with server-generated names, so
every instance serves them (older ones stay under DATA_DIR/uploads); pictures are served at /storage/pictures/{name} (bearer header or \`?token=\`). An Excel
import checks every row and answers 400 listing each failing row and why, importing nothing; rows
land in one transaction. Imported owners, and users added without a password, set one through
forgot password.

**Owners of a unit.** Up to three, in user_id, user_id_2 and user_id_3, filled in order;
unassigning moves the later owners up.

**Admin pages.** Support reports (super users see and resolve every one; \`bug-report\` reaches
them), settings and role policies (super users or Managers; policy switches follow spec 002 §4 and
a saved change authorizes the role's next request, its connected users are pushed \`reload\`), and
the developer pages (app version, the error log and its clearing, the API request log) for users
with the developer flag. Every /api request is recorded for the API request log in batches, off
the request path, with passwords, tokens and file contents redacted, kept to REQUEST_LOG_MAX_ROWS.

**Audit.** Every call that changes data writes an audit entry (module, hyphenated action), and
pushes it as \`activity-log\` to that property's connected staff who may view the audit log.

**Realtime socket.** \`GET /ws\` on the same origin (see packages/server/REALTIME.md). Frames are
base64 of UTF-8 JSON \`{ "type", "data"? }\`. The first frame must be \`/appid\` with a live token
whose user is \`id\`, within 10 s, else \`appid_invalid\` and close 3003. Then \`connected\`,
\`users\` (ids online that this user may see: same property, or provider staff; provider staff see
everyone), and \`new_user\`/\`remove_user\` as users come and go. Chat (\`/chat\`,
\`/chat_history\`, \`/typing\`, \`/seen\`, \`/end\` by provider staff) is between provider staff and
anyone; messages are stored, echoed to the sender (delivered) and relayed to the recipient. The
server pings every 30 s and drops a socket silent for a whole interval. \`/error\` reports go to
the error log (10 a minute per user, over all their sockets) and push \`error-log\` to provider staff and developer users. Ending a session
(logout, deactivation, password reset, expiry) pushes \`logout\` and closes with 3003; a graceful shutdown
closes every socket with 1012. Events reach every server instance through PostgreSQL
LISTEN/NOTIFY, sent inside the change's transaction, so only committed changes are pushed.`;

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes "trust the nearest n hops", a function,
 * because Fastify reads a bare count as trusting nothing for the protocol (so no HSTS behind a
 * TLS proxy).
 */
function trustProxyOption(setting: ServerConfig['trustProxy'] | undefined) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting || false;
}

/** Builds the one-origin server: API under /api, health at /healthz, the dashboard elsewhere. */
export async function buildServer({
  config,
  db,
  logger = true,
  mailer,
  now = () => new Date(),
  pingIntervalMs,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: config.logLevel, serializers: { req: requestForLog, err: errorForLog } }
      : false,
    bodyLimit: 11 * 1024 * 1024,
    // A request must arrive whole within REQUEST_TIMEOUT_SECONDS (its headers within 10 s): a
    // client that opens connections and trickles bytes is answered 408 and closed, checked every
    // second, instead of holding the connection for Node's default five minutes.
    serverFactory: (handler) => {
      const timeout = (config.requestTimeoutSeconds ?? 30) * 1000;
      const server = createServer(
        {
          requestTimeout: timeout,
          headersTimeout: Math.min(timeout, 10_000),
          connectionsCheckingInterval: 1000,
        },
        handler,
      );
      // Behind TRUST_PROXY every connection comes from the proxy, so there is no client to cap.
      const maxConnections = config.maxConnectionsPerAddress ?? 128;
      if (maxConnections > 0 && !config.trustProxy)
        capConnectionsPerAddress(server, maxConnections);
      return server;
    },
    // Only the configured proxy hops are trusted for the client address: a client can write
    // X-Forwarded-For, so trusting more hops would let it choose the address rate limits count.
    trustProxy: trustProxyOption(config.trustProxy),
  });

  await registerReplyLanguage(app);
  // First: its onSend hook writes the security headers on every answer, a refusal by a later
  // hook (the app version's 409, the text guard) included.
  await app.register(securityHeaders);
  await openApiDocument(app, { version: VERSION, description: API_DESCRIPTION });
  await app.register(compression);
  await app.register(conventions, { minAppVersion: config.minAppVersion });
  await app.register(textGuard);
  const actors = new ActorCache(db.orm);
  app.decorate('actors', actors);
  await app.register(authentication, { actors, now });
  // The limits count in Redis when REDIS_URL is set, else in the database (ADR 0006).
  const counters = config.redisUrl
    ? await redisCounters({
        url: config.redisUrl,
        prefix: config.redisKeyPrefix ?? 'strata:',
        onError: (error) => app.log.error({ err: error }, 'redis'),
      })
    : databaseCounters(db.orm);
  app.addHook('onClose', () => counters.close());
  await app.register(rateLimit, { counters, now, perMinute: config.rateLimitPerMinute ?? 600 });
  await app.register(requestLog, { db, now, maxRows: config.requestLogMaxRows ?? 100_000 });
  const lists = new ListCache({ maxEntries: config.listCacheEntries ?? 2_000 });
  await app.register(listCache, { cache: lists });

  const deps: RouteDeps = {
    db,
    counters,
    now,
    actors,
    lists,
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom ?? 'Strata <no-reply@strata.local>',
        outboxDir: path.join(config.dataDir ?? path.resolve('.data'), 'outbox'),
      }),
    config: {
      sessionTtlDays: config.sessionTtlDays ?? 30,
      dataDir: config.dataDir ?? path.resolve('.data'),
    },
  };
  await realtimeRoutes(app, { db, counters, now, actors, lists, pingIntervalMs });
  await apiRoutes(app, deps);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.query('select 1');
      return {
        status: 'ok',
        database: db.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
        version: VERSION,
      };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', error: HTTP_MESSAGES.databaseDown });
    }
  });

  const hasApp = existsSync(path.join(config.staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      index: 'index.html',
      // The build writes .br and .gz copies of the hashed assets (packages/app/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(file)),
    });
  } else {
    app.log.warn({ staticDir: config.staticDir }, 'no built dashboard found; run `pnpm build:app`');
  }

  const sendPage = hasApp ? appPage(path.join(config.staticDir, 'index.html')) : null;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // HEAD too, so `curl -I` of a page shows what a browser gets.
    const isPage =
      ['GET', 'HEAD'].includes(request.method) &&
      !serverPrefixes.some((prefix) => url.startsWith(prefix)) &&
      !/\.[a-z0-9]+$/i.test(url);
    if (sendPage && isPage) return sendPage(request, reply);
    if (url.startsWith('/api/'))
      return reply.code(404).send({ error: HTTP_MESSAGES.routeNotFound });
    return reply.code(404).type('text/plain').send('Not found');
  });

  return app;
}
