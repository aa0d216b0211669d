/**
 * The API part: GET /api/units as the admin of property 1, page 0 and a search, at 10 and 50
 * connections, against a bare Fastify 5 route answering the same bytes. For each scenario the
 * peer and Strata alternate (peer, Strata, Strata asking for a fresh reply, peer, …) for
 * BENCH_ROUNDS rounds of BENCH_DURATION seconds each, after a warm-up of each; the table keeps the
 * medians. Strata answers a list read again unchanged from memory (http/list-cache.ts); the
 * fresh runs send `Cache-Control: no-cache`, so each of their requests runs the list's query.
 * On PostgreSQL a third side runs too: the peer's route running the list's statement on each
 * request (`/api/units-query`), the floor of any route that reads the list from the database.
 */
import autocannon from 'autocannon';
import path from 'node:path';
import type { Database } from '../src/db/database';
import { likePattern } from '../src/shared/list';
import {
  benchDir,
  knob,
  median,
  portBase,
  round,
  smoke,
  startNode,
  waitForHttp,
  type Measured,
} from './lib';

export const ROUNDS = smoke ? 1 : knob('BENCH_ROUNDS', 3);
export const DURATION = smoke ? 1 : knob('BENCH_DURATION', 4);
const WARM_UP = 1;
/** A request unanswered after this many seconds counts as an error, not a latency. */
const TIMEOUT_S = 10;
const CONNECTIONS = smoke ? [10] : [10, 50];

/** One load run's figures. */
export type Run = {
  rps: number;
  /** Latency percentiles of the replies that came (null when none did). */
  p50: number | null;
  p99: number | null;
  /** Socket errors, timeouts (10 s) included. */
  errors: number;
  non2xx: number;
};

/** One scenario's medians, both sides, and each round's runs. */
export type ApiRow = {
  engine: string;
  units: number;
  /** How many units the admin's list holds (the reply's total). */
  listed: number;
  query: string;
  connections: number;
  bytes: number;
  bare: Run;
  strata: Run;
  /** strata req/s ÷ bare req/s. */
  ratio: number;
  /**
   * Strata asked for a reply built now (`Cache-Control: no-cache`: the list cache is not read),
   * so every request runs the list's query: the request path's own cost.
   */
  fresh?: Run;
  freshRatio?: number;
  /**
   * The bare route running the list's statement on each request (PostgreSQL only): a database
   * round trip and its rows as JSON, nothing else.
   */
  queried?: Run;
  /** queried req/s ÷ bare req/s. */
  queriedRatio?: number;
  rounds: { bare: Run[]; strata: Run[]; fresh?: Run[]; queried?: Run[] };
};

const headers = (token: string, fresh = false) => ({
  authorization: `Bearer ${token}`,
  'x-platform': 'web_app',
  ...(fresh ? { 'cache-control': 'no-cache' } : {}),
});

async function load(
  url: string,
  connections: number,
  duration: number,
  token: string,
  fresh = false,
): Promise<Run> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: headers(token, fresh),
    timeout: TIMEOUT_S,
  });
  return {
    rps: round(result['2xx'] / (result.duration || duration)),
    p50: result['2xx'] > 0 ? result.latency.p50 : null,
    p99: result['2xx'] > 0 ? result.latency.p99 : null,
    errors: result.errors, // Timeouts included.
    non2xx: result.non2xx,
  };
}

const medianOf = (values: (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? median(known) : null;
};

const medianRun = (runs: Run[]): Run => ({
  rps: round(median(runs.map((run) => run.rps))),
  p50: medianOf(runs.map((run) => run.p50)),
  p99: medianOf(runs.map((run) => run.p99)),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
  non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
});

/** The peer process, started once for the whole part. */
export async function startFastifyPeer(): Promise<{ peer: Measured; baseUrl: string }> {
  const port = portBase + 2;
  const peer = startNode(
    'bare Fastify',
    path.join(benchDir, 'peer-fastify.js'),
    [String(port)],
    {},
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/healthz`, peer);
  return { peer, baseUrl };
}

/** A search term matching a few units of property 1: a demo unit number less its last digit. */
export async function searchTerm(db: Database): Promise<string> {
  const [row] = await db.query<{ unit_no: string }>(
    "select unit_no from units where property_id = 1 and unit_no not like 'Z-%' order by unit_no limit 1 offset 40",
  );
  if (!row) throw new Error('Property 1 has no units to search for');
  return row.unit_no.slice(0, -1);
}

/**
 * The units list's statement as Strata runs it for the admin of property 1 (the list's own in
 * modules/units/routes/units.ts, and what test/list-queries.test.ts holds it to): the page's
 * units with their first owner's name and the list's total, the kept count without a search
 * (ADR 0025), a count of the same conditions with one. A search runs unnamed, as Strata's does.
 */
function listStatement(search: string | undefined): {
  text: string;
  values: unknown[];
  named: boolean;
} {
  const owner = '(select name from users where users.id = units.user_id) as owner_name';
  const page = 'order by units.unit_no, units.id limit 20 offset 0';
  if (search === undefined) {
    return {
      text: `select units.*, ${owner}, coalesce((select units from unit_counts where property_id = $1), 0) as total from units where units.property_id = $1 ${page}`,
      values: [1],
      named: true,
    };
  }
  const matches = (table: string) =>
    `(${table}.unit_no ilike $2 or ${table}.block ilike $2 or ${table}.user_id = any(array(select id from users where name ilike $2)))`;
  return {
    text: `select units.*, ${owner}, (select count(*) from units as counted where counted.property_id = $1 and ${matches('counted')}) as total from units where units.property_id = $1 and ${matches('units')} ${page}`,
    values: [1, likePattern(search)],
    named: false,
  };
}

/** The ids of a list reply's rows. */
const ids = (reply: { data?: { id: number }[] }) => (reply.data ?? []).map((row) => row.id).join();

/** Runs every scenario of one database with `units` units, adding a row to `rows` as each ends. */
export async function measureApi(options: {
  engine: string;
  units: number;
  strataUrl: string;
  peerUrl: string;
  token: string;
  search: string;
  rows: ApiRow[];
  log: (line: string) => void;
  /** PostgreSQL: the database Strata runs on, for the peer's route that runs the list's statement. */
  databaseUrl?: string;
}): Promise<void> {
  const { engine, units, strataUrl, peerUrl, token, search, rows, log, databaseUrl } = options;
  const queries = smoke ? ['page=0'] : ['page=0', `page=0&search=${encodeURIComponent(search)}`];
  for (const query of queries) {
    const pathAndQuery = `/api/units?${query}`;
    // The peer answers the very bytes Strata answers.
    const reply = await fetch(`${strataUrl}${pathAndQuery}`, { headers: headers(token) });
    if (!reply.ok) throw new Error(`GET ${pathAndQuery}: ${reply.status} ${await reply.text()}`);
    const body = Buffer.from(await reply.arrayBuffer());
    const parsed = JSON.parse(body.toString()) as { total?: number; data?: { id: number }[] };
    const listed = Number(parsed.total ?? Number.NaN);
    await fetch(`${peerUrl}/__body`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/octet-stream',
        'x-body-type': reply.headers.get('content-type') ?? 'application/json',
      },
      body,
    });
    const queried = databaseUrl !== undefined;
    if (queried) {
      const statement = listStatement(query.includes('search') ? search : undefined);
      await fetch(`${peerUrl}/__query`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: databaseUrl, ...statement }),
      });
      // The peer's statement must list what Strata lists, or the comparison means nothing.
      const peer = (await (await fetch(`${peerUrl}/api/units-query`)).json()) as typeof parsed;
      if (peer.total !== listed || ids(peer) !== ids(parsed)) {
        throw new Error(
          `The peer's statement lists ${peer.total} (${ids(peer)}), Strata ${listed} (${ids(parsed)})`,
        );
      }
    }
    for (const connections of CONNECTIONS) {
      await load(`${peerUrl}${pathAndQuery}`, connections, WARM_UP, token);
      await load(`${strataUrl}${pathAndQuery}`, connections, WARM_UP, token);
      await load(`${strataUrl}${pathAndQuery}`, connections, WARM_UP, token, true);
      if (queried) await load(`${peerUrl}/api/units-query`, connections, WARM_UP, token);
      const runs = {
        bare: [] as Run[],
        strata: [] as Run[],
        fresh: [] as Run[],
        ...(queried ? { queried: [] as Run[] } : {}),
      };
      for (let n = 0; n < ROUNDS; n += 1) {
        runs.bare.push(await load(`${peerUrl}${pathAndQuery}`, connections, DURATION, token));
        runs.strata.push(await load(`${strataUrl}${pathAndQuery}`, connections, DURATION, token));
        runs.fresh.push(
          await load(`${strataUrl}${pathAndQuery}`, connections, DURATION, token, true),
        );
        runs.queried?.push(await load(`${peerUrl}/api/units-query`, connections, DURATION, token));
      }
      const bare = medianRun(runs.bare);
      const strata = medianRun(runs.strata);
      const fresh = medianRun(runs.fresh);
      const withQuery = runs.queried && medianRun(runs.queried);
      const row: ApiRow = {
        engine,
        units,
        listed,
        query: query.includes('search') ? `search "${search}"` : 'page 0',
        connections,
        bytes: body.length,
        bare,
        strata,
        ratio: bare.rps > 0 ? strata.rps / bare.rps : 0,
        fresh,
        freshRatio: bare.rps > 0 ? fresh.rps / bare.rps : 0,
        ...(withQuery
          ? { queried: withQuery, queriedRatio: bare.rps > 0 ? withQuery.rps / bare.rps : 0 }
          : {}),
        rounds: runs,
      };
      rows.push(row);
      log(
        `api ${engine} ${units} units ${row.query} c=${connections}: strata ${strata.rps} req/s ` +
          `(p99 ${strata.p99} ms), built fresh ${fresh.rps} req/s (p99 ${fresh.p99} ms), bare ${bare.rps} req/s (p99 ${bare.p99} ms)${withQuery ? `, bare with the query ${withQuery.rps} req/s` : ''}, ratio ${row.ratio > 0 ? `1/${round(1 / row.ratio, 1)}` : '–'}, errors ${strata.errors + strata.non2xx}`,
      );
    }
  }
}
