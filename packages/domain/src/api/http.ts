import type { z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '../constants/limits';
// Types only: the schemas stay out of the client's runtime code (and the app's entry chunk).
import type { ResponseOf, ResponseRoute } from '../responses';
import {
  failureFromErrorBody,
  hasErrorField as hasError,
  failureFromStatus,
  invalidResponseFailure,
  networkFailure,
  timeoutFailure,
  type ApiFailure,
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
  /**
   * The interface language ('en', 'ms'), read on every request and sent as Accept-Language, so
   * the server's messages come in it (issue 16). None sends no Accept-Language of ours.
   */
  getLanguage?: () => string | null | undefined;
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
   * The reply schemas (`responseSchemas`), or a loader of them (called once, on the first reply;
   * a failed load is tried again on the next). Given, every reply is parsed with its route's
   * schema and one that does not match fails the call as 'invalid-response' instead of reaching
   * the screen (development and tests). Absent (production), replies are not validated, and the
   * schemas and zod are not part of the client's code.
   */
  responseSchemas?: ResponseSchemaMap | (() => Promise<ResponseSchemaMap>);
}

/** The reply schema of every route: `responseSchemas` from the domain's responses module. */
export type ResponseSchemaMap = { readonly [Route in ResponseRoute]: z.ZodType<ResponseOf<Route>> };

/** One call to send: method, path, query, at most one body, and the route its reply belongs to. */
export interface HttpRequest<Route extends ResponseRoute = ResponseRoute> {
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
  /**
   * The call's key in `responseSchemas` ('GET /api/units/detail/:id'): it types the result and
   * names the schema the reply is validated with when the client has the schemas.
   */
  route: Route;
}

/** Sends calls and builds token-carrying URLs; what every endpoint group is written against. */
export interface Http {
  send<Route extends ResponseRoute>(
    request: HttpRequest<Route>,
  ): Promise<ApiResult<ResponseOf<Route>>>;
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
  const schemaSource = options.responseSchemas;
  let schemas: Promise<ResponseSchemaMap> | undefined;

  /** The reply schemas, loaded once; a failed load is forgotten so the next reply tries again. */
  function loadSchemas(load: () => Promise<ResponseSchemaMap>): Promise<ResponseSchemaMap> {
    schemas ??= load().catch((error: unknown) => {
      schemas = undefined;
      throw error;
    });
    return schemas;
  }

  function url(path: string, query?: WireFields): string {
    const search = query ? encodeFields(query) : '';
    return `${base}${path}${search ? `?${search}` : ''}`;
  }

  function headers(): Record<string, string> {
    const token = options.getToken();
    const language = options.getLanguage?.();
    return {
      Accept: 'application/json',
      'X-Platform': 'web_app',
      'X-App-Version': options.appVersion,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
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

  /** Parses `data` with the route's schema: undefined when it matches, else the failure. */
  async function validate(
    request: HttpRequest,
    status: number,
    data: unknown,
  ): Promise<ApiFailure | undefined> {
    if (!schemaSource) return undefined;
    const unchecked = (why: string): ApiFailure => ({
      kind: 'invalid-response',
      message: `${request.method} ${request.path}: the reply could not be checked (${why})`,
      status,
    });
    let map: ResponseSchemaMap;
    try {
      map = typeof schemaSource === 'function' ? await loadSchemas(schemaSource) : schemaSource;
    } catch (error) {
      return unchecked(`loading the reply schemas failed: ${String(error)}`);
    }
    const schema = (map as Partial<ResponseSchemaMap>)[request.route];
    if (!schema) return unchecked(`no reply schema for ${request.route}`);
    const checked = schema.safeParse(data);
    return checked.success
      ? undefined
      : invalidResponseFailure(request, status, checked.error.issues);
  }

  async function exchange<Route extends ResponseRoute>(
    request: HttpRequest<Route>,
    signal: AbortSignalLike | undefined,
  ): Promise<ApiResult<ResponseOf<Route>>> {
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
    const invalid = await validate(request, status, data);
    if (invalid) return { ok: false, error: invalid };
    // Unvalidated, the reply is trusted as the schema's type (the server serialises with it).
    return { ok: true, data: data as ResponseOf<Route> };
  }

  return {
    async send<Route extends ResponseRoute>(request: HttpRequest<Route>) {
      const controller = createAbortController();
      let handle: unknown;
      const timedOut = new Promise<ApiResult<ResponseOf<Route>>>((resolve) => {
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
