import type { z } from 'zod';
import type { PolicyArea } from '../constants/policy-areas';
import type { WireSchemas } from './wire-schemas';

/*
 * One object per endpoint: the wire contract of a call, written once. The client builds its
 * request from it (api/http.ts `call`), the server registers its route from it
 * (server http/route.ts), and the OpenAPI document and the reply map are derived from it.
 *
 * Schemas are named, not referenced: an endpoint names its schemas by their key in
 * `wireSchemas` (the document's components). The objects then hold only strings, so the client
 * carries method and path of each call without zod and the schemas (docs/adr: the contract's
 * schema names), while the types still come from the schemas.
 */

/** The name of a wire schema: its key in `wireSchemas` and its OpenAPI component name. */
export type WireSchemaName = keyof WireSchemas & string;

/** The methods the wire uses. */
export type EndpointMethod = 'GET' | 'POST' | 'DELETE';

/**
 * How a body travels: JSON; an application/x-www-form-urlencoded form (the server also takes
 * the same fields as JSON); or multipart/form-data (the server also takes a form or JSON).
 */
export type BodyKind = 'json' | 'form' | 'multipart';

/** A reply that is a file (a PDF, a spreadsheet, a picture), by the content types it may carry. */
export type FileReply = { readonly file: readonly string[] };

/** What a call answers: a named JSON schema, a file, or plain text. */
export type EndpointReply = WireSchemaName | FileReply | 'text';

/** The failures a call documents besides its own reply (each `{ error }`, spec 000 §8). */
export type FailureStatus = 400 | 401 | 404 | 408 | 409 | 413 | 415 | 429 | 503;

/**
 * Who may call an endpoint (spec 000 §6). `session`: 'none' needs no token; 'bearer' a session
 * token in the Authorization header; 'bearer-or-query' also takes it as the `token` query, for
 * files opened as links. `policy`: the role policy the call needs, where one area and action
 * decide (super users pass every policy); handlers narrow further by record.
 */
export type Access = {
  readonly session: 'none' | 'bearer' | 'bearer-or-query';
  readonly policy?: readonly [area: PolicyArea, action: string];
};

/** One call of the wire contract. */
export interface Endpoint {
  /** Unique across the contract; the OpenAPI operationId and a generated client's method name. */
  readonly operationId: string;
  readonly method: EndpointMethod;
  /** The route pattern with `:name` params, e.g. '/api/units/detail/:id'. */
  readonly path: string;
  /** The OpenAPI tag: the resource the call belongs to. */
  readonly tag: string;
  /** One line on what the call does. */
  readonly summary: string;
  readonly access: Access;
  /** The path params' schema; its keys are the path's `:name`s. */
  readonly params?: WireSchemaName;
  readonly query?: WireSchemaName;
  readonly body?: WireSchemaName;
  /** How the body travels; 'json' when not given. */
  readonly bodyKind?: BodyKind;
  readonly reply: EndpointReply;
  readonly failures: readonly FailureStatus[];
}

/** A group of endpoints under short names ('list', 'detail'), as one resource's contract. */
export type EndpointGroup = Readonly<Record<string, Endpoint>>;

/** The access of a call anyone may make, signed in or not. */
export const PUBLIC = { session: 'none' } as const satisfies Access;

/** The access of a call any signed-in user may make (the handler narrows by record). */
export const SIGNED_IN = { session: 'bearer' } as const satisfies Access;

/** The access of a file any signed-in user may open as a link (`?token=`). */
export const SIGNED_IN_LINK = { session: 'bearer-or-query' } as const satisfies Access;

/** The access of a call that needs `action` on `area` in the caller's role policy. */
export function policy<const Area extends PolicyArea, const Action extends string>(
  area: Area,
  action: Action,
) {
  return { session: 'bearer', policy: [area, action] } as const;
}

type Schema<Name> = Name extends WireSchemaName ? WireSchemas[Name] : never;

/** What a named schema takes (its input): what a client sends. */
export type WireInput<Name> = z.input<Schema<Name>>;

/** What a named schema gives (its output): what the server reads after parsing. */
export type WireOutput<Name> = z.output<Schema<Name>>;

/** The reply a call resolves to: its schema's output, or the text of a text reply. */
export type ReplyOf<E extends Endpoint> = E['reply'] extends WireSchemaName
  ? WireOutput<E['reply']>
  : E['reply'] extends 'text'
    ? string
    : never;

/** The params a path names, by their `:name`s. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Param}/${infer Rest}`
    ? Param | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Param}`
      ? Param
      : never;

/** What the client passes for a call's path params. */
export type ParamsInput<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? Record<never, never>
  : { readonly params: Record<PathParamNames<E['path']>, string | number> };

/** What the client passes for a call's query: required when the schema requires a field. */
type QueryInput<E extends Endpoint> = E['query'] extends WireSchemaName
  ? Record<never, never> extends WireInput<E['query']>
    ? { readonly query?: WireInput<E['query']> }
    : { readonly query: WireInput<E['query']> }
  : Record<never, never>;

/** What the client passes for a call's body. */
type BodyInput<E extends Endpoint> = E['body'] extends WireSchemaName
  ? { readonly body: WireInput<E['body']> }
  : Record<never, never>;

/** Everything a client passes to make a call: params, query and body, as the endpoint has them. */
export type CallInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

/** The `:name`s of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/**
 * The path with its params filled in, each escaped as one segment. A missing param throws: the
 * types require every one, so only an untyped caller can miss one.
 */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}) {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: the param ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The path in OpenAPI's form: '/api/units/detail/{id}'. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}
