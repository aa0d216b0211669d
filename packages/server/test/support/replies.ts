import { responseSchemas, type ResponseRoute } from '@strata/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** Calls whose replies are not part of the wire contract (the OpenAPI document). */
const UNCHECKED = new Set(['/api/docs']);

const routes = (Object.keys(responseSchemas) as ResponseRoute[]).map((key) => {
  const [method, pattern] = key.split(' ') as [string, string];
  const segments = pattern.split('/');
  return {
    key,
    method,
    segments,
    /** Static segments first: '/api/users/detail/:id' wins over '/api/users/:id'. */
    statics: segments.filter((segment) => !segment.startsWith(':')).length,
  };
});

/** The `responseSchemas` key of a request ('GET /api/units/detail/:id'), or undefined. */
export function routeOf(method: string, url: string): ResponseRoute | undefined {
  const parts = url.split('?')[0]!.split('/');
  const matches = routes.filter(
    (route) =>
      route.method === method.toUpperCase() &&
      route.segments.length === parts.length &&
      route.segments.every((segment, index) => segment.startsWith(':') || segment === parts[index]),
  );
  return matches.sort((a, b) => b.statics - a.statics)[0]?.key;
}

/**
 * Fails (throws) when a 2xx JSON reply of an /api call does not parse with the domain's reply
 * schema of its call (issue 9: one wire contract), or when the call has no reply schema.
 */
export function checkReply(method: string, url: string, response: LightMyRequestResponse) {
  const path = url.split('?')[0]!;
  if (response.statusCode < 200 || response.statusCode >= 300) return;
  if (!path.startsWith('/api/') || UNCHECKED.has(path)) return;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return;
  const route = routeOf(method, url);
  if (!route) throw new Error(`${method} ${path} answered JSON but has no reply schema`);
  const parsed = responseSchemas[route].safeParse(response.json());
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${route} replied outside its schema: ${issues.join('; ')}`);
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
