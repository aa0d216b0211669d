import {
  parse as results,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A statement parsed once under its own name: its parameters' types and its rows' description. */
type Prepared = { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined };

/** How many statements are kept parsed at once; the least recently used one is closed first. */
export const PREPARED_LIMIT = 500;

/** Statements that plan (not BEGIN, SET, ANALYZE, LISTEN, …). */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;

/** A pattern match: its plan depends on the pattern (trigram index or not). */
const PATTERN = /\b(i?like)\b/i;

/**
 * What is worth preparing: a statement that plans, unless it matches a pattern. A prepared
 * statement settles after five calls on a generic plan, which cannot weigh a search's pattern and
 * walks every row of the property instead of the trigram index (10,000 units: 5 ms instead of
 * 0.4 ms), so searches are parsed and planned for their pattern every time.
 */
export const worthPreparing = (text: string) => PLANNED.test(text) && !PATTERN.test(text);

/** PostgreSQL's "cached plan must not change result type": a table changed under a statement. */
const FEATURE_NOT_SUPPORTED = '0A000';

const { serialize } = protocol;
const SYNC = serialize.sync();

/**
 * Runs PGlite's extended-protocol queries as named prepared statements (docs/adr/0020): each SQL
 * text is parsed once, and each later call only binds and executes it, so PostgreSQL plans it once
 * it has settled on a generic plan instead of parsing and planning it on every call, and a call is
 * two trips into PGlite instead of six. The texts are the query builder's, one per code path;
 * `PREPARED_LIMIT` bounds them (lists of varying length make new texts). Replaces `db.query` and
 * the `query` of every transaction's handle; `exec` (the simple protocol) is left as it is.
 */
export function prepareStatements(db: PGlite, limit = PREPARED_LIMIT) {
  const prepared = new Map<string, Prepared>();
  let counter = 0;

  // PGlite's own `query` asks its filesystem to sync after a statement outside a transaction. The
  // server's filesystems (NodeFS on disk, memory in tests) write through and their sync does
  // nothing, so it is left out; a browser filesystem (IndexedDB) would need it back.
  const call = (message: Uint8Array) => db.execProtocolStream(message, { syncToFs: false });

  async function statement(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const known = prepared.get(text);
    if (known) {
      // Most recently used last: the map's first key is the one to close.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    if (prepared.size >= limit) {
      const [oldest] = prepared;
      if (oldest) {
        prepared.delete(oldest[0]);
        await call(serialize.close({ type: 'S', name: oldest[1].name }));
      }
    }
    counter += 1;
    const name = `strata_${counter}`;
    await call(
      serialize.parse({
        name,
        text,
        ...(options?.paramTypes ? { types: options.paramTypes } : {}),
      }),
    );
    const described = await call(serialize.describe({ type: 'S', name }));
    const made: Prepared = {
      name,
      paramTypes: results.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    prepared.set(text, made);
    return made;
  }

  /**
   * PGlite's parsers with the call's own on top. `parseResults` merges them on every call when
   * handed a call's parsers (a copy of its whole table: about 0.1 ms a statement); a caller that
   * keeps its parsers object (the worker thread, docs/adr/0022) gets the merged table once.
   */
  type Parsers = typeof db.parsers;
  const merged = new WeakMap<object, Parsers>();
  function parsersFor(options: QueryOptions | undefined): Parsers {
    const own = options?.parsers;
    if (!own) return db.parsers;
    let table = merged.get(own);
    if (!table) {
      table = { ...db.parsers, ...own };
      merged.set(own, table);
    }
    return table;
  }

  async function run<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const messages: BackendMessage[] = [];
    try {
      const { name, paramTypes, rowDescription } = await statement(text, options);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[index]!;
        const serializer = options?.serializers?.[type] ?? db.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      if (rowDescription) messages.push(rowDescription);
      // Bound, executed and synced in one trip into PGlite; an error still ends at the sync.
      messages.push(
        ...(await call(
          concat(serialize.bind({ statement: name, values }), serialize.execute({}), SYNC),
        )),
      );
    } catch (error) {
      // A failed parse or describe waits for a sync; after a failed execute one more is harmless.
      await call(SYNC);
      if (isDatabaseError(error)) {
        if (error.code === FEATURE_NOT_SUPPORTED) forget(text);
        Object.assign(error, { query: text, params });
      }
      throw error;
    }
    const { rowMode } = options ?? {};
    return results.parseResults(
      messages,
      parsersFor(options),
      rowMode ? { rowMode } : undefined,
    )[0] as Results<T>;
  }

  /** Drops a statement whose tables changed under it; the next call parses it again. */
  function forget(text: string) {
    const known = prepared.get(text);
    if (!known) return;
    prepared.delete(text);
    // Closed with the next statement's trip: nothing else may run on the connection here.
    closing.push(known.name);
  }
  const closing: string[] = [];
  async function closeForgotten() {
    while (closing.length > 0) {
      const name = closing.pop()!;
      try {
        await call(serialize.close({ type: 'S', name }));
      } catch {
        // Left allocated: a name is never used again.
      } finally {
        await call(serialize.sync());
      }
    }
  }

  /** Whether a call goes the prepared way: a text already parsed skips the pattern checks. */
  const preparable = (text: string, options: QueryOptions | undefined) =>
    !options?.blob && (prepared.has(text) || worthPreparing(text));

  const plain = db.query.bind(db);
  const transaction = db.transaction.bind(db);

  db.query = async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!preparable(text, options)) return plain<T>(text, params, options);
    await db._checkReady();
    return db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(async () => {
        await closeForgotten();
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          // Outside a transaction a statement whose tables changed is simply parsed again.
          if (isDatabaseError(error) && error.code === FEATURE_NOT_SUPPORTED) {
            await closeForgotten();
            return run<T>(text, params, options);
          }
          throw error;
        }
      }),
    );
  };

  db.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction((tx) => {
      const inner = tx.query.bind(tx);
      const query = async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        if (tx.closed || !preparable(text, options)) return inner<R>(text, params, options);
        return db._runExclusiveQuery(async () => {
          await closeForgotten();
          return run<R>(text, params, options);
        });
      };
      return callback(Object.assign(tx, { query }));
    });

  return { size: () => prepared.size };
}

function concat(...parts: Uint8Array[]) {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}

function isDatabaseError(error: unknown): error is Error & { code?: string } {
  return error instanceof Error && 'severity' in error;
}
