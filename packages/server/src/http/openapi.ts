import fastifySwagger from '@fastify/swagger';
import { wireSchemas } from '@strata/domain';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The OpenAPI document's facts that are not a route's. */
export type DocumentInfo = { version: string; description: string };

/**
 * The registry the document's components come from: the named wire schemas of the contract that
 * are bodies or replies (or parts of them), under their names. A schema used inside another (a
 * unit in the units list) is referenced, not repeated; request bodies appear as `<Name>Input`
 * (what a client sends), replies as `<Name>`. Params and queries are not components: OpenAPI
 * lists them as parameters, field by field.
 */
function componentRegistry() {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(wireSchemas)) {
    if (!isParameters(id)) registry.add(schema, { id });
  }
  return registry;
}

/** Whether a wire schema holds parameters (its name ends in Params or Query), not a body. */
export function isParameters(name: string): boolean {
  return /(Params|Query)$/.test(name);
}

type Json = Record<string, unknown>;

/** Every `$ref` a part of the document makes, by component name. */
function referencedComponents(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((entry) => referencedComponents(entry, found));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        found.add(child.replace('#/components/schemas/', ''));
      } else referencedComponents(child, found);
    }
  }
  return found;
}

/**
 * Only the components the document uses: each request schema is registered once but appears in
 * the registry as input and output; the one the routes do not use would be noise to a reader
 * (and a warning to linters).
 */
function usedComponents(document: Json): Json {
  const schemas = ((document.components as Json | undefined)?.schemas ?? {}) as Json;
  const used = referencedComponents(document.paths);
  // Components reference others: follow them until nothing new is found.
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const name of [...used]) referencedComponents(schemas[name], used);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return {
    ...document,
    components: { ...(document.components as Json), schemas: kept },
  };
}

/**
 * Serves the contract as an OpenAPI 3.1 document (GET /api/docs): operations from the routes,
 * which register from the contract's endpoints, components from its named wire schemas.
 */
export async function openApiDocument(app: FastifyInstance, info: DocumentInfo) {
  const schemaRegistry = componentRegistry();
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Strata API',
        version: info.version,
        description: info.description,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Strata' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token login answered' },
          tokenQuery: {
            type: 'apiKey',
            in: 'query',
            name: 'token',
            description: 'The same token as a query, for files opened as links',
          },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: (document) => usedComponents(transformObject(document) as Json) as never,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
