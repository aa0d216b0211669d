import type { z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '../constants/limits';
import {
  failureFromErrorBody,
  hasErrorField as hasError,
  failureFromStatus,
  invalidResponseFailure,
  networkFailure,
  timeoutFailure,
  type ApiResult,
} from './failure';
import {
  createAbortController,
  createFormData,
  fetchTransport,
  runtimeClearTimer,
  runtimeSetTimer,
  type AbortSignalLike,
  type ClearTimer,
  type FormDataLike,
  type HttpMethod,
  type SetTimer,
  type Transport,
} from './transport';

/** A scalar the wire carries in a query or form field. */
export type WireScalar = string | number | boolean | null | undefined;

/** Query or form fields; an array becomes one `name[]` entry per item in forms. */
export type WireFields = Record<string, WireScalar | readonly WireScalar[]>;

/** How to reach the server and identify the app. */
export interface ApiClientOptions {
  /** Origin the paths are appended to ('' for the page's own origin). */
  baseUrl: string;
  /** The session token, read on every request; no token sends no Authorization header. */
  getToken: () => string | null | undefined;
  /** Sent as X-App-Version. */
  appVersion: string;
  /** Defaults to the runtime's fetch. */
  transport?: Transport;
  /** Defaults to 30 000 ms (spec 000 §9). */
  timeoutMs?: number;
  /** Defaults to the runtime's setTimeout (inject to test the timeout). */
  setTimer?: SetTimer;
  /** Defaults to the runtime's clearTimeout. */
  clearTimer?: ClearTimer;
  /** Defaults to the runtime's FormData (multipart uploads). */
  createFormData?: () => FormDataLike;
  /**
   * Parse every reply with its response schema (in development and tests): a reply that does
   * not match fails the call as 'invalid-response' instead of reaching the screen. Off by default.
   */
  validateResponses?: boolean;
}

/** One call to send: method, path, query, at most one body, and the schema of its reply. */
export interface HttpRequest<Response extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  query?: WireFields;
  /** A JSON body. */
  json?: unknown;
  /** An application/x-www-form-urlencoded body. */
  form?: WireFields;
  /** A multipart/form-data body. */
  multipart?: WireFields;
  /** 'text' returns the body as text (the error log); default parses JSON. */
  responseType?: 'json' | 'text';
  /** The reply's schema (packages/domain/src/responses); it also types the result. */
  response: Response;
}

/** Sends calls and builds token-carrying URLs; what every endpoint group is written against. */
export interface Http {
  send<Response extends z.ZodType>(
    request: HttpRequest<Response>,
  ): Promise<ApiResult<z.output<Response>>>;
  /** An absolute URL with the query and `token` appended, for links opened outside the client. */
  tokenUrl(path: string, query?: WireFields): string;
}

function scalarText(value: WireScalar): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** Flattens fields into name/value pairs; null, undefined and '' are left out, booleans are 1/0. */
export function fieldEntries(fields: WireFields, arraySuffix: string): [string, string][] {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value) ? value : [value];
    const key = Array.isArray(value) ? `${name}${arraySuffix}` : name;
    for (const item of values as WireScalar[]) {
      const text = scalarText(item);
      if (text !== undefined) entries.push([key, text]);
    }
  }
  return entries;
}

/** Encodes fields as application/x-www-form-urlencoded (also used for query strings). */
export function encodeFields(fields: WireFields, arraySuffix = '[]'): string {
  return fieldEntries(fields, arraySuffix)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** A path segment, escaped. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Builds the HTTP layer the endpoint groups share. */
export function createHttp(options: ApiClientOptions): Http {
  const base = options.baseUrl.replace(/\/+$/, '');
  const transport = options.transport ?? fetchTransport;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const setTimer = options.setTimer ?? runtimeSetTimer;
  const clearTimer = options.clearTimer ?? runtimeClearTimer;
  const newFormData = options.createFormData ?? createFormData;

  function url(path: string, query?: WireFields): string {
    const search = query ? encodeFields(query) : '';
    return `${base}${path}${search ? `?${search}` : ''}`;
  }

  function headers(): Record<string, string> {
    const token = options.getToken();
    return {
      Accept: 'application/json',
      'X-Platform': 'web_app',
      'X-App-Version': options.appVersion,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    };
  }

  function body(request: HttpRequest, head: Record<string, string>) {
    if (request.json !== undefined) {
      head['Content-Type'] = 'application/json';
      return JSON.stringify(request.json);
    }
    if (request.form) {
      head['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      return encodeFields(request.form);
    }
    if (request.multipart) {
      // No Content-Type: fetch writes it with the multipart boundary.
      const data = newFormData();
      for (const [name, value] of fieldEntries(request.multipart, '[]')) data.append(name, value);
      return data;
    }
    return undefined;
  }

  async function exchange<Response extends z.ZodType>(
    request: HttpRequest<Response>,
    signal: AbortSignalLike | undefined,
  ): Promise<ApiResult<z.output<Response>>> {
    let status: number;
    let text: string;
    try {
      // Inside the try: a runtime without FormData fails the call instead of throwing.
      const head = headers();
      const payload = body(request, head);
      const response = await transport(url(request.path, request.query), {
        method: request.method,
        headers: head,
        ...(payload === undefined ? {} : { body: payload }),
        ...(signal ? { signal } : {}),
      });
      status = response.status;
      text = await response.text();
    } catch {
      return { ok: false, error: networkFailure() };
    }
    const parsed = parseBody(text);
    if (status < 200 || status >= 300)
      return { ok: false, error: failureFromStatus(status, parsed) };
    if (hasError(parsed)) return { ok: false, error: failureFromErrorBody(status, parsed) };
    const data: unknown = request.responseType === 'text' ? text : parsed;
    if (options.validateResponses) {
      const checked = request.response.safeParse(data);
      if (!checked.success) {
        return { ok: false, error: invalidResponseFailure(request, status, checked.error.issues) };
      }
    }
    // Unvalidated, the reply is trusted as the schema's type (the server serialises with it).
    return { ok: true, data: data as z.output<Response> };
  }

  return {
    async send<Response extends z.ZodType>(request: HttpRequest<Response>) {
      const controller = createAbortController();
      let handle: unknown;
      const timedOut = new Promise<ApiResult<z.output<Response>>>((resolve) => {
        handle = setTimer(() => {
          controller?.abort();
          resolve({ ok: false, error: timeoutFailure() });
        }, timeoutMs);
      });
      try {
        return await Promise.race([exchange(request, controller?.signal), timedOut]);
      } finally {
        clearTimer(handle);
      }
    },
    tokenUrl(path, query = {}) {
      return url(path, { ...query, token: options.getToken() });
    },
  };
}
