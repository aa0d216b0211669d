import {
  wireSchemas,
  type BodyKind,
  type Endpoint,
  type WireSchemaName,
  type WireSchemas,
} from '@strata/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/access';
import { failures } from './responses';

/*
 * Routes register from the domain's endpoint objects (`contract`): method, path, schemas, access
 * and the OpenAPI metadata come from the endpoint, so a route file holds only its handler and the
 * prose of what it does. Path and schemas are never written again here.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How the route's body travels (its endpoint's `bodyKind`): only 'multipart' routes read multipart. */
    bodyKind?: BodyKind;
  }
}

type Parsed<Name> = Name extends WireSchemaName ? z.output<WireSchemas[Name]> : undefined;

/** What a handler may answer: its reply schema's input (serialised with it), or the reply itself. */
type Answer<E extends Endpoint> = E['reply'] extends WireSchemaName
  ? z.input<WireSchemas[E['reply']]>
  : unknown;

/** The request a handler of `E` gets: params, query and body parsed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** A route's handler: what it answers, or the reply it sent (files). */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply>;

/** What a route adds to its endpoint: the prose of its behaviour, and Fastify's route options. */
export type RouteOptions = {
  /** What the call does beyond its summary: who gets what, limits, side effects (OpenAPI). */
  description: string;
} & Pick<RouteShorthandOptions, 'bodyLimit'>;

/** The content types a body kind arrives in; every call also takes the same fields as JSON. */
const CONSUMES = {
  json: ['application/json'],
  form: ['application/x-www-form-urlencoded', 'application/json'],
  multipart: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
} as const;

/** The route's 200 reply as the OpenAPI document and the serialiser see it. */
function success(endpoint: Endpoint) {
  const { reply } = endpoint;
  if (reply === 'text') {
    return { description: 'The text', content: { 'text/plain': { schema: z.string() } } };
  }
  if (typeof reply === 'string') return wireSchemas[reply];
  // Files are sent as they are (a Buffer or a stream is not serialised); the schema documents them.
  return {
    description: 'The file',
    content: Object.fromEntries(reply.file.map((type) => [type, { schema: z.file() }])),
  };
}

/** The security an endpoint declares: none for public calls, the bearer token (or its query). */
function security(endpoint: Endpoint): Record<string, string[]>[] {
  switch (endpoint.access.session) {
    case 'none':
      return [];
    case 'bearer':
      return [{ bearer: [] }];
    case 'bearer-or-query':
      return [{ bearer: [] }, { tokenQuery: [] }];
  }
}

/**
 * Registers `endpoint`'s route on `app`: its method and path, its params, query and body schemas
 * (validated before the handler runs), its reply schema (serialised with it), and the OpenAPI
 * metadata (operationId, tag, summary, security, failures). A call that needs a session answers
 * 401 without one before the handler runs.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: EndpointHandler<E>,
) {
  const { description, ...routeOptions } = options;
  const policy = endpoint.access.policy;
  app.route({
    ...routeOptions,
    config: { bodyKind: endpoint.bodyKind ?? 'json' },
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.operationId,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      description,
      security: security(endpoint),
      ...(policy ? { 'x-policy': { area: policy[0], action: policy[1] } } : {}),
      ...(endpoint.body ? { consumes: [...CONSUMES[endpoint.bodyKind ?? 'json']] } : {}),
      ...(endpoint.params ? { params: wireSchemas[endpoint.params] } : {}),
      ...(endpoint.query ? { querystring: wireSchemas[endpoint.query] } : {}),
      ...(endpoint.body ? { body: wireSchemas[endpoint.body] } : {}),
      response: { 200: success(endpoint), ...failures(...endpoint.failures) },
    },
    ...(endpoint.access.session === 'bearer'
      ? {
          preHandler: async (request: FastifyRequest) => {
            requireUser(request);
          },
        }
      : {}),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
