import { endpoints, wireSchemas, type Endpoint } from '@strata/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

/** Calls whose replies are not part of the wire contract (the OpenAPI document). */
const UNCHECKED = new Set(['/api/docs']);

type Route = {
  key: string;
  method: string;
  segments: string[];
  statics: number;
  schema?: z.ZodType;
};

function routeFor(key: string, schema: z.ZodType | undefined): Route {
  const [method = '', pattern = ''] = key.split(' ');
  const segments = pattern.split('/');
  return {
    key,
    method,
    segments,
    /** Static segments first: '/api/users/detail/:id' wins over '/api/users/:id'. */
    statics: segments.filter((segment) => !segment.startsWith(':')).length,
    ...(schema ? { schema } : {}),
  };
}

const replySchema = (endpoint: Endpoint) =>
  typeof endpoint.reply === 'string' && endpoint.reply !== 'text'
    ? wireSchemas[endpoint.reply]
    : undefined;

const routes: Route[] = endpoints.map((endpoint) =>
  routeFor(`${endpoint.method} ${endpoint.path}`, replySchema(endpoint)),
);

/** The route of a request ('GET /api/units/detail/:id') with its reply schema, or undefined. */
export function routeOf(method: string, url: string): Route | undefined {
  const parts = url.split('?')[0]!.split('/');
  const matches = routes.filter(
    (route) =>
      route.method === method.toUpperCase() &&
      route.segments.length === parts.length &&
      route.segments.every((segment, index) => segment.startsWith(':') || segment === parts[index]),
  );
  return matches.sort((a, b) => b.statics - a.statics)[0];
}

/**
 * Fails (throws) when a 2xx JSON reply of an /api call does not parse with the domain's reply
 * schema of its call (the contract in packages/domain/src/contract), or when the call has no reply schema.
 */
export function checkReply(method: string, url: string, response: LightMyRequestResponse) {
  const path = url.split('?')[0]!;
  if (response.statusCode < 200 || response.statusCode >= 300) return;
  if (!path.startsWith('/api/') || UNCHECKED.has(path)) return;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return;
  const route = routeOf(method, url);
  if (!route?.schema) throw new Error(`${method} ${path} answered JSON but has no reply schema`);
  const parsed = route.schema.safeParse(response.json());
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${route.key} replied outside its schema: ${issues.join('; ')}`);
  }
}

/**
 * Routes every `app.inject` of the tests through checkReply, so each reply a test reads is first
 * parsed with the domain's schema of its call.
 */
export function checkingReplies<App extends FastifyInstance>(app: App): App {
  const inject = app.inject.bind(app);
  const checked = (options?: InjectOptions | string) => {
    if (options === undefined) return inject();
    const request = typeof options === 'string' ? { url: options, method: 'GET' } : options;
    return inject(options).then((response) => {
      const url = typeof request.url === 'string' ? request.url : String(request.url?.pathname);
      checkReply(request.method ?? 'GET', url, response);
      return response;
    });
  };
  app.inject = checked as App['inject'];
  return app;
}
