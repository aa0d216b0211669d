import {
  contract,
  endpoints,
  fillPath,
  pathParamNames,
  wireSchemas,
  type Endpoint,
} from '@strata/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/database';
import { signIn } from './support/client';
import { engines, freshAddress, seededDatabase, testServer } from './support/harness';

/*
 * Bad input over every call of the contract, generated from the endpoints' own schemas: each
 * field of each call's params, query and body gets values of the wrong type, oversized, out of
 * range, impossible dates, NUL characters. Whatever the call, the answer is a 4xx with a message
 * (never a 5xx), a 400 names the field it is about, and nothing is written.
 */

/** The fields a named schema takes (its JSON Schema's properties, as a client sends them). */
function fieldsOf(name: string | undefined): string[] {
  if (!name) return [];
  const schema = wireSchemas[name as keyof typeof wireSchemas] as z.ZodType;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(json.properties ?? {});
}

/** Every field an endpoint takes: its path params, its query's and its body's fields. */
function fieldsOfEndpoint(endpoint: Endpoint): string[] {
  return [
    ...pathParamNames(endpoint.path),
    ...fieldsOf(endpoint.query),
    ...fieldsOf(endpoint.body),
  ];
}

/** Values no text field, id, date, count or flag takes, as they travel in a path or a query. */
const TEXT_VALUES = [
  'x'.repeat(100_001),
  'nul\u0000byte',
  '2026-13-45',
  '2026-02-30',
  '2147483648',
  '1.5',
];

/** The same in JSON, with the wrong types only JSON can carry. */
const JSON_VALUES: unknown[] = [
  ...TEXT_VALUES,
  null,
  true,
  -1,
  2_147_483_648,
  1e308,
  [],
  Array.from({ length: 5_000 }, (_, index) => index + 1),
  { nested: 1 },
];

/** In a form every value is text: the ones a form field most often gets wrong. */
const FORM_VALUES = ['x'.repeat(100_001), '2026-13-45', '2147483648'];

/** Path params that are not a record's: zero, negative, beyond int32, not a number, traversal. */
const PARAM_VALUES = [
  '0',
  '-1',
  '2147483648',
  '1.5',
  'abc',
  'a'.repeat(300),
  '%00',
  '..%2F..%2Fetc',
];

type Probe = {
  name: string;
  endpoint: Endpoint;
  field: string;
  url: string;
  payload?: string;
  type?: string;
};

const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${text.slice(0, 21)}…` : text;
};

/** Every probe of one endpoint: each field with each bad value, the others left out. */
function probes(endpoint: Endpoint): Probe[] {
  const params = Object.fromEntries(pathParamNames(endpoint.path).map((name) => [name, '1']));
  const path = (values: Record<string, string> = {}) =>
    fillPath(endpoint.path, { ...params, ...values }).replace(/%25/g, '%');
  const label = `${endpoint.operationId} (${endpoint.method} ${endpoint.path})`;
  const found: Probe[] = [];
  for (const field of pathParamNames(endpoint.path)) {
    for (const value of PARAM_VALUES) {
      found.push({
        name: `${label} with ${field}=${describeValue(value)}`,
        endpoint,
        field,
        url: path({ [field]: value }),
      });
    }
  }
  for (const field of fieldsOf(endpoint.query)) {
    for (const value of TEXT_VALUES) {
      found.push({
        name: `${label} with the query ${field}=${describeValue(value)}`,
        endpoint,
        field,
        url: `${path()}?${new URLSearchParams({ [field]: value })}`,
      });
    }
    found.push({
      name: `${label} with the query ${field} given twice`,
      endpoint,
      field,
      url: `${path()}?${field}=1&${field}=2`,
    });
  }
  for (const field of fieldsOf(endpoint.body)) {
    for (const value of JSON_VALUES) {
      found.push({
        name: `${label} with the body's ${field}=${describeValue(value)}`,
        endpoint,
        field,
        url: path(),
        payload: JSON.stringify({ [field]: value }),
        type: 'application/json',
      });
    }
    if (endpoint.bodyKind === 'form' || endpoint.bodyKind === 'multipart') {
      for (const value of FORM_VALUES) {
        found.push({
          name: `${label} with the form's ${field}=${describeValue(value)}`,
          endpoint,
          field,
          url: path(),
          payload: new URLSearchParams({ [field]: value }).toString(),
          type: 'application/x-www-form-urlencoded',
        });
      }
    }
  }
  if (endpoint.body) {
    const shapes: [string, string, string][] = [
      ['an empty object', '{}', 'application/json'],
      ['null', 'null', 'application/json'],
      ['an array', '[]', 'application/json'],
      ['a number', '42', 'application/json'],
      ['malformed JSON', '{"id":', 'application/json'],
      ['plain text', 'hello', 'text/plain'],
    ];
    for (const [what, payload, type] of shapes) {
      found.push({
        name: `${label} with ${what}`,
        endpoint,
        field: '',
        url: path(),
        payload,
        type,
      });
    }
  }
  return found;
}

const all = endpoints.flatMap(probes);

/**
 * Tables a refused request may still write: its own bookkeeping (the rate counters, the login
 * tries that slow the next ones, the session's last use).
 */
const BOOKKEEPING = new Set(['rate_counters', 'login_attempts', 'sessions', 'api_request_log']);

/**
 * Counts every row written to the other tables: an AFTER ROW trigger on each adds one to
 * `bad_input_writes` for its table, in the writing transaction (so a write rolled back is not
 * counted). Cheaper than digesting every table before and after each of thousands of probes.
 */
async function countWrites(db: Database) {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  await db.query(`create table bad_input_writes (name text primary key, writes bigint not null)`);
  await db.query(`create function bad_input_note() returns trigger language plpgsql as $$
    begin
      insert into bad_input_writes values (tg_table_name, 1)
        on conflict (name) do update set writes = bad_input_writes.writes + 1;
      return null;
    end $$`);
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    await db.query(`create trigger bad_input_note after insert or update or delete on "${name}"
      for each row execute function bad_input_note()`);
  }
}

/** Rows written so far, by table. */
async function writes(db: Database): Promise<Record<string, string>> {
  const rows = await db.query<{ name: string; writes: string }>(
    `select name, writes::text as writes from bad_input_writes order by name`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.writes]));
}

describe.each(engines)('generated bad input over every call of the contract, on %s', (engine) => {
  let app: Awaited<ReturnType<typeof testServer>>;
  let db: Database;
  let drop: () => Promise<void>;
  let token: string;
  let written: Record<string, string>;

  beforeAll(async () => {
    const seeded = await seededDatabase(engine);
    db = seeded.db;
    drop = seeded.drop;
    await countWrites(db);
    app = await testServer(db, { requestLogMaxRows: 0 });
    token = await signIn(app, 'super@demo.test');
    written = await writes(db);
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it('probes every endpoint that takes input', () => {
    const probed = new Set(all.map((probe) => probe.endpoint.operationId));
    const withInput = endpoints.filter(
      (endpoint) => endpoint.params || endpoint.query || endpoint.body,
    );

    expect(withInput.filter((endpoint) => !probed.has(endpoint.operationId))).toEqual([]);
  });

  it.each(all)(
    '$name answers 4xx with a message, naming a field of the call, and writes nothing',
    async ({ name, endpoint, field, url, payload, type }) => {
      const response = await app.inject({
        method: endpoint.method,
        url,
        remoteAddress: freshAddress(),
        headers: {
          authorization: `Bearer ${token}`,
          ...(type ? { 'content-type': type } : {}),
        },
        ...(payload === undefined ? {} : { payload }),
      });
      const before = written;
      const after = await writes(db);
      const ended = response.statusCode === 401;
      // A call that ended the session (signing out, or a bug) is followed with a new one.
      if (ended || endpoint.operationId === contract.auth.logout.operationId) {
        token = await signIn(app, 'super@demo.test');
      }
      written = await writes(db);
      const said = response.body.slice(0, 300);

      expect(response.statusCode, said).toBeLessThan(500);
      // A bad token in the query is a bad credential (400 or 401). Otherwise the probe's session
      // stays live, for a 401 would hide what the call does with the input.
      const credential = endpoint.access.session === 'bearer-or-query' && field === 'token';
      if (!credential) expect(ended, said).toBe(false);
      if (response.statusCode >= 400) {
        const error = (response.json() as { error?: string }).error ?? '';
        expect(error, said).toMatch(/\w/);
        expect(after, `${name}: wrote rows while refusing`).toEqual(before);
        // A 400 about a field starts with the field's path ('start_date: …', 'ids.1: …').
        const named = /^(\w+)(\.\w+)*: /.exec(error);
        if (response.statusCode === 400 && named) {
          expect(fieldsOfEndpoint(endpoint), said).toContain(named[1]);
        }
      }
    },
  );
});
