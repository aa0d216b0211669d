import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

/** What the worker is started with. */
export type WorkerOptions = { dataDir: string | undefined; loadDataDir?: ArrayBuffer };

/** What the main thread asks of the worker. */
export type Ask =
  | {
      op: 'query';
      text: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /** Types whose values stay text (the query builder's parsers all do that). */
      textTypes: number[] | undefined;
      tx?: number;
    }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'dump' }
  | { op: 'close' };

/** One message from the main thread to the worker; `id` names its answer. */
export type Request = { id: number } & Ask;

/** A PostgreSQL error as it crosses threads: its message and its fields (code, constraint, …). */
export type ThreadError = { message: string; fields: Record<string, unknown> };

/** The worker's answer to the request with the same `id`. */
export type Reply = { id: number } & (
  { ok: true; value: unknown } | { ok: false; error: ThreadError }
);

/** What the worker sends unasked: that it is ready, or a notification. */
type Notice = { ready: true } | { notify: string; payload: string };

/** An error's own fields (a `DatabaseError`'s code, severity, constraint, …) in a cloneable form. */
export function errorForThread(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (key === 'query' || key === 'params') continue;
    fields[key] = typeof value === 'object' && value !== null ? String(value) : value;
  }
  return { message: error.message, fields };
}

/** The error again on the main thread, with the fields the server's handlers look at. */
function errorFromThread({ message, fields }: ThreadError): Error {
  return Object.assign(new Error(message), fields);
}

/** The query builder's parsers keep these types as text; any other parser cannot cross threads. */
function textTypes(options: QueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  return Object.keys(options.parsers).map(Number);
}

/**
 * The part of PGlite the server uses (`query`, `exec`, `transaction`, `listen`, `dumpDataDir`,
 * `close`), answered by PGlite on a worker thread (docs/adr/0022). Statements queue in the worker
 * as they would on PGlite's one connection; a transaction holds that connection until it ends.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private failure: Error | undefined;
  private closing = false;

  private constructor(worker: Worker, onLost: ((error: Error) => void) | undefined) {
    this.worker = worker;
    worker.on('message', (message: Reply | Notice) => {
      if ('notify' in message) {
        for (const listener of this.listeners.get(message.notify) ?? []) listener(message.payload);
        return;
      }
      if ('ready' in message) return;
      const waiting = this.waiting.get(message.id);
      if (!waiting) return;
      this.waiting.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(errorFromThread(message.error));
    });
    const fail = (error: Error) => {
      if (this.failure) return;
      this.failure = error;
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
      if (!this.closing) onLost?.(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The database thread stopped (exit code ${code})`)));
  }

  /**
   * Starts `script` (the built `pglite-worker.js`) and waits until its PGlite is open. `onLost`
   * hears of the thread stopping other than by `close` (every statement fails from then on).
   */
  static async start(
    script: URL,
    options: WorkerOptions,
    onLost?: (error: Error) => void,
  ): Promise<PgliteThread> {
    const worker = new Worker(script, {
      workerData: options,
      ...(options.loadDataDir ? { transferList: [options.loadDataDir] } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      const ready = (message: Notice) => {
        if ('ready' in message) {
          worker.off('message', ready);
          worker.off('error', reject);
          resolve();
        }
      };
      worker.on('message', ready);
      worker.once('error', reject);
      // A thread that ends before its PGlite is open (a data directory it cannot read, …).
      worker.once('exit', (code) =>
        reject(new Error(`The database thread stopped before it was ready (exit code ${code})`)),
      );
    });
    return new PgliteThread(worker, onLost);
  }

  private call<T>(request: Ask, id = this.nextId++): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private queryOn<T>(
    tx: number | undefined,
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.call<Results<T>>({
      op: 'query',
      text,
      params,
      rowMode: options?.rowMode,
      textTypes: textTypes(options),
      ...(tx === undefined ? {} : { tx }),
    } as Ask);
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryOn<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<Array<Results>> {
    return this.call({ op: 'exec', text });
  }

  /**
   * Runs `callback` in one transaction: committed when it resolves, rolled back when it throws.
   * The transaction holds PGlite's connection from its BEGIN to its end, so its first statement
   * follows the BEGIN at once instead of after BEGIN's answer has come back.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = this.nextId++;
    const begun = this.call<number>({ op: 'begin' }, tx);
    // Reported below, where the transaction ends; its statements fail with it meanwhile.
    begun.catch(() => undefined);
    const handle = {
      closed: false,
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.queryOn<R>(tx, text, params, options),
      exec: (text: string) => this.call<Array<Results>>({ op: 'exec', text, tx }),
      rollback: async () => {
        if (handle.closed) return;
        handle.closed = true;
        await begun;
        await this.call({ op: 'end', tx, commit: false });
      },
    };
    let result: T;
    try {
      result = await callback(handle as unknown as Transaction);
    } catch (error) {
      if (!handle.closed) {
        handle.closed = true;
        // A transaction whose BEGIN failed has nothing to roll back.
        if (
          await begun.then(
            () => true,
            () => false,
          )
        ) {
          await this.call({ op: 'end', tx, commit: false });
        }
      }
      throw error;
    }
    await begun;
    if (!handle.closed) {
      handle.closed = true;
      await this.call({ op: 'end', tx, commit: true });
    }
    return result;
  }

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
      await this.call({ op: 'listen', channel });
    }
    listeners.add(onPayload);
    return async () => {
      listeners.delete(onPayload);
      if (listeners.size === 0 && this.listeners.get(channel) === listeners) {
        this.listeners.delete(channel);
        await this.call({ op: 'unlisten', channel });
      }
    };
  }

  async dumpDataDir(_compression?: 'gzip'): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    this.closing = true;
    if (!this.failure) await this.call({ op: 'close' });
    await this.worker.terminate();
  }
}
