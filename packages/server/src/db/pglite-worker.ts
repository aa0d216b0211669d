/**
 * PGlite on its own thread (docs/adr/0022). The server's main thread sends this worker one
 * message per statement, transaction step, listen or dump, and gets one answer back with the same
 * `id`; notifications come unasked. PostgreSQL's work (parsing, planning, executing, writing the
 * data files) runs here, so the main thread reads sockets, checks requests and encodes replies on
 * the machine's other core meanwhile. Protocol: `pglite-thread.ts`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { prepareStatements } from './pglite-statements';
import { errorForThread, type Request, type Reply, type WorkerOptions } from './pglite-thread';

const port = parentPort!;
const options = workerData as WorkerOptions;

const db = await PGlite.create(options.dataDir, {
  // The lists' trigram indexes (migration 0004).
  extensions: { pg_trgm },
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
});
prepareStatements(db);

/** Transactions by id: their handle once open, and how to end them. */
type Open = { tx: Transaction; commit: () => void; rollback: () => void; ended: Promise<void> };
const transactions = new Map<number, Promise<Open>>();

/**
 * The transaction `id`, once it is open. The main thread sends a transaction's first statement
 * right behind its BEGIN without waiting for the answer, so a statement may arrive first.
 */
async function transaction(id: number): Promise<Open> {
  const open = transactions.get(id);
  if (!open) throw new Error('The transaction has already ended');
  return open;
}

/** Thrown into a transaction's callback to roll it back on the main thread's word. */
const ROLLBACK = Symbol('rollback');

/**
 * Parsers that keep the values of the given types as text, as the query builder asks (timestamps,
 * dates, …): one object per set of types, so PGlite's parser table is merged with it once
 * (`prepareStatements`).
 */
const textParsersByTypes = new Map<string, NonNullable<QueryOptions['parsers']>>();
function textParsers(types: number[] | undefined): QueryOptions['parsers'] {
  if (!types || types.length === 0) return undefined;
  const key = types.join(',');
  let parsers = textParsersByTypes.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]));
    textParsersByTypes.set(key, parsers);
  }
  return parsers;
}

function answer(reply: Reply, transfer: ArrayBuffer[] = []) {
  port.postMessage(reply, transfer);
}

async function handle(request: Request): Promise<void> {
  const { id } = request;
  try {
    switch (request.op) {
      case 'query': {
        const on = request.tx === undefined ? db : (await transaction(request.tx)).tx;
        const parsers = textParsers(request.textTypes);
        const result = await on.query(request.text, request.params, {
          ...(request.rowMode ? { rowMode: request.rowMode } : {}),
          ...(parsers ? { parsers } : {}),
        });
        answer({ id, ok: true, value: result });
        return;
      }
      case 'exec': {
        const on = request.tx === undefined ? db : (await transaction(request.tx)).tx;
        answer({ id, ok: true, value: await on.exec(request.text) });
        return;
      }
      case 'begin': {
        // The transaction's id is this request's: registered before anything is awaited, so
        // the statements queued behind it find it.
        let opened!: (open: Open) => void;
        const open = new Promise<Open>((resolve) => (opened = resolve));
        transactions.set(id, open);
        const ended: Promise<void> = db
          .transaction(
            (tx) =>
              new Promise<void>((commit, rollback) =>
                opened({ tx, commit, rollback: () => rollback(ROLLBACK), ended }),
              ),
          )
          .catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          })
          .finally(() => transactions.delete(id));
        // A failed BEGIN ends the transaction before its callback starts.
        await Promise.race([open, ended]);
        answer({ id, ok: true, value: id });
        return;
      }
      case 'end': {
        const open = await transaction(request.tx);
        if (request.commit) open.commit();
        else open.rollback();
        await open.ended;
        answer({ id, ok: true, value: null });
        return;
      }
      case 'listen': {
        await db.listen(request.channel, (payload) =>
          port.postMessage({ notify: request.channel, payload }),
        );
        answer({ id, ok: true, value: null });
        return;
      }
      case 'unlisten': {
        await db.unlisten(request.channel);
        answer({ id, ok: true, value: null });
        return;
      }
      case 'dump': {
        const dump = await (await db.dumpDataDir('gzip')).arrayBuffer();
        answer({ id, ok: true, value: dump }, [dump]);
        return;
      }
      case 'close': {
        await db.close();
        answer({ id, ok: true, value: null });
        port.close();
        return;
      }
    }
  } catch (error) {
    answer({ id, ok: false, error: errorForThread(error) });
  }
}

port.on('message', (request: Request) => void handle(request));
port.postMessage({ ready: true });
