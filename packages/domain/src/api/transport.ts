/**
 * The few fetch shapes the client needs, typed structurally: packages/domain has no DOM lib, and
 * any fetch-like function (the browser's, Node's, a test recorder) fits them.
 */

/** The HTTP methods the backend uses. */
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** An AbortSignal, as far as the client uses it. */
export interface AbortSignalLike {
  readonly aborted: boolean;
}

/** An AbortController, as far as the client uses it. */
export interface AbortControllerLike {
  readonly signal: AbortSignalLike;
  abort(): void;
}

/** A multipart FormData body: string fields only (uploads send base64). */
export interface FormDataLike {
  append(name: string, value: string): void;
}

/** Response headers, as far as the client reads them. */
export interface HeadersLike {
  get(name: string): string | null;
}

/** A fetch Response, as far as the client reads it. */
export interface ResponseLike {
  readonly status: number;
  readonly headers?: HeadersLike;
  text(): Promise<string>;
}

/** A request body: a JSON or form-urlencoded string, or multipart form data. */
export type RequestBody = string | FormDataLike;

/** What the client hands to the transport besides the URL (a subset of fetch's RequestInit). */
export interface TransportRequest {
  method: HttpMethod;
  headers: Record<string, string>;
  body?: RequestBody;
  signal?: AbortSignalLike;
}

/** A fetch-like function; inject one to test or to run behind another HTTP stack. */
export type Transport = (url: string, init: TransportRequest) => Promise<ResponseLike>;

/** Starts a timer; returns a handle for `ClearTimer`. */
export type SetTimer = (callback: () => void, ms: number) => unknown;

/** Cancels a timer started by `SetTimer`. */
export type ClearTimer = (handle: unknown) => void;

interface RuntimeGlobals {
  fetch?: Transport;
  FormData?: new () => FormDataLike;
  AbortController?: new () => AbortControllerLike;
  setTimeout?: SetTimer;
  clearTimeout?: ClearTimer;
}

const runtime = globalThis as RuntimeGlobals;

/** The default transport: the runtime's own `fetch`, looked up when a request is sent. */
export const fetchTransport: Transport = (url, init) => {
  if (!runtime.fetch) return Promise.reject(new Error('fetch is not available'));
  return runtime.fetch(url, init);
};

/** A new multipart body from the runtime's `FormData`. */
export function createFormData(): FormDataLike {
  if (!runtime.FormData) throw new Error('FormData is not available');
  return new runtime.FormData();
}

/** A new AbortController from the runtime, or none where it has none (the timeout still applies). */
export function createAbortController(): AbortControllerLike | undefined {
  return runtime.AbortController ? new runtime.AbortController() : undefined;
}

/** The runtime's `setTimeout`. */
export const runtimeSetTimer: SetTimer = (callback, ms) => runtime.setTimeout?.(callback, ms);

/** The runtime's `clearTimeout`. */
export const runtimeClearTimer: ClearTimer = (handle) => runtime.clearTimeout?.(handle);
