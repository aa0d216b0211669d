import type { z } from 'zod';
import { REQUEST_TIMEOUT_MS } from '../constants/limits';
import {
  fillPath,
  type CallInput,
  type Endpoint,
  type ParamsInput,
  type ReplyOf,
} from '../contract/endpoint';
// Types only: the schemas stay out of the client's runtime code (and the app's entry chunk).
import type { WireSchemas } from '../contract/wire-schemas';
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
   * the server's messages come in it (ADR 0002). None sends no Accept-Language of ours.
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
   * The named wire schemas (`wireSchemas` from `@strata/domain/wire-schemas`), or a loader of
   * them (called once, on the first reply; a failed load is tried again on the next). Given,
   * every reply of `call` is parsed with its endpoint's reply schema and one that does not match
   * fails the call as 'invalid-response' instead of reaching the screen (development and tests).
   * Absent (production), replies are not validated, and the schemas and zod are not part of the
   * client's code.
   */
  wireSchemas?: WireSchemaMap | (() => Promise<WireSchemaMap>);
}

/** The named wire schemas a client validates replies with: `wireSchemas`. */
export type WireSchemaMap = { readonly [Name in keyof WireSchemas]: z.ZodType };

/** What a link to a file endpoint takes: its path params and its query, as the endpoint has them. */
export type LinkInput<E extends Endpoint> = ParamsInput<E> & { readonly query?: WireFields };

/** One request as the HTTP layer sends it: method, path, query, at most one body. */
interface HttpRequest {
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
  /** The name of the reply's wire schema, which validates it when the client has the schemas. */
  reply?: string;
}

/**
 * The arguments of `call`: the endpoint's params, query and body (optional when it takes none
 * that are required).
 */
export type CallArguments<E extends Endpoint> =
  Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Sends calls and builds token-carrying URLs; what every endpoint group is written against. */
export interface Http {
  /**
   * Makes the call `endpoint` describes: its method, its path with the params filled in, the
   * query, and the body encoded as the endpoint's body kind (JSON, form or multipart). Resolves
   * to the reply its schema types, or a failure; never throws.
   */
  call<E extends Endpoint>(endpoint: E, ...input: CallArguments<E>): Promise<ApiResult<ReplyOf<E>>>;
  /**
   * An absolute URL of a file endpoint with its params, query and the session `token`, for a
   * link opened outside the client (downloads, pictures).
   */
  link<E extends Endpoint>(
    endpoint: E,
    ...input: Record<never, never> extends LinkInput<E>
      ? [input?: LinkInput<E>]
      : [input: LinkInput<E>]
  ): string;
}

function scalarText(value: WireScalar): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/** The fields of a call's input, as the HTTP layer reads them whatever the endpoint. */
type CallInputFields = {
  params: Readonly<Record<string, string | number>>;
  query: unknown;
  body: unknown;
};

/** The failure of a call whose input lacks a path param (only an untyped caller can). */
function invalidRequestFailure(endpoint: Endpoint): ApiFailure {
  return {
    kind: 'invalid-response',
    message: `${endpoint.method} ${endpoint.path}: a path param is missing`,
  };
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
  const wireSource = options.wireSchemas;
  let wire: Promise<WireSchemaMap> | undefined;

  /** The named wire schemas, loaded once; a failed load is forgotten so the next reply tries again. */
  function loadWireSchemas(load: () => Promise<WireSchemaMap>): Promise<WireSchemaMap> {
    wire ??= load().catch((error: unknown) => {
      wire = undefined;
      throw error;
    });
    return wire;
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

  /** Parses `data` with the reply's schema: undefined when it matches, else the failure. */
  async function validate(
    request: HttpRequest,
    status: number,
    data: unknown,
  ): Promise<ApiFailure | undefined> {
    const unchecked = (why: string): ApiFailure => ({
      kind: 'invalid-response',
      message: `${request.method} ${request.path}: the reply could not be checked (${why})`,
      status,
    });
    // A text reply (the error log) has no schema: any text is what it says.
    if (request.reply === undefined || !wireSource) return undefined;
    let map: WireSchemaMap;
    try {
      map = typeof wireSource === 'function' ? await loadWireSchemas(wireSource) : wireSource;
    } catch (error) {
      return unchecked(`loading the wire schemas failed: ${String(error)}`);
    }
    const schema = (map as Partial<Record<string, z.ZodType>>)[request.reply];
    if (!schema) return unchecked(`no wire schema ${request.reply}`);
    const checked = schema.safeParse(data);
    return checked.success
      ? undefined
      : invalidResponseFailure(request, status, checked.error.issues);
  }

  async function exchange<Reply>(
    request: HttpRequest,
    signal: AbortSignalLike | undefined,
  ): Promise<ApiResult<Reply>> {
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
    return { ok: true, data: data as Reply };
  }

  /** Sends `request` with the call timeout (spec 000 §9): after it, the call fails as 'timeout'. */
  async function timed<Reply>(request: HttpRequest): Promise<ApiResult<Reply>> {
    const controller = createAbortController();
    let handle: unknown;
    const timedOut = new Promise<ApiResult<Reply>>((resolve) => {
      handle = setTimer(() => {
        controller?.abort();
        resolve({ ok: false, error: timeoutFailure() });
      }, timeoutMs);
    });
    try {
      return await Promise.race([exchange<Reply>(request, controller?.signal), timedOut]);
    } finally {
      clearTimer(handle);
    }
  }

  /** The request an endpoint's call sends. Throws only for a missing path param (untyped callers). */
  function endpointRequest(endpoint: Endpoint, input: Partial<CallInputFields>): HttpRequest {
    const body = input.body as WireFields | undefined;
    const kind = endpoint.bodyKind ?? 'json';
    return {
      method: endpoint.method,
      path: fillPath(endpoint.path, input.params),
      ...(input.query ? { query: input.query as WireFields } : {}),
      ...(body === undefined
        ? {}
        : kind === 'form'
          ? { form: body }
          : kind === 'multipart'
            ? { multipart: body }
            : { json: body }),
      ...(endpoint.reply === 'text' ? { responseType: 'text' as const } : {}),
      ...(typeof endpoint.reply === 'string' && endpoint.reply !== 'text'
        ? { reply: endpoint.reply }
        : {}),
    };
  }

  return {
    async call<E extends Endpoint>(endpoint: E, ...[input]: CallArguments<E>) {
      let request: HttpRequest;
      try {
        request = endpointRequest(endpoint, (input ?? {}) as Partial<CallInputFields>);
      } catch {
        return { ok: false, error: invalidRequestFailure(endpoint) };
      }
      return timed<ReplyOf<E>>(request);
    },
    link(endpoint, ...[input]) {
      const given = (input ?? {}) as Partial<CallInputFields>;
      // A link opens outside the client, so it names the interface's language itself (`lang`)
      // where the browser's Accept-Language might say another.
      const language = options.getLanguage?.();
      return url(fillPath(endpoint.path, given.params), {
        ...(given.query as WireFields | undefined),
        token: options.getToken(),
        ...(language && language !== 'en' ? { lang: language } : {}),
      });
    },
  };
}
