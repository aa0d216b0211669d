import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorHandler, HttpError } from './errors';
import { HTTP_MESSAGES } from './messages';
import fp from './plugin';

/** Compares dotted versions numerically: negative when a is older than b. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Decodes application/x-www-form-urlencoded; a repeated or `name[]` field becomes an array. */
export function parseForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [rawName, value] of new URLSearchParams(body)) {
    const isList = rawName.endsWith('[]');
    const name = isList ? rawName.slice(0, -2) : rawName;
    const current = fields[name];
    if (current === undefined) fields[name] = isList ? [value] : value;
    else fields[name] = Array.isArray(current) ? [...current, value] : [current, value];
  }
  return fields;
}

/**
 * The HTTP conventions every /api call shares (spec 000 §7, §8): zod validation with 400 `{ error }`
 * answers, form bodies and the X-App-Version minimum (409); the rate limit is http/rate-limit.ts.
 */
export const conventions = fp(
  async (app: FastifyInstance, options: { minAppVersion: string | undefined }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(errorHandler);
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, parseForm(String(body))),
    );

    const minimum = options.minAppVersion;
    if (minimum) {
      app.addHook('onRequest', async (request) => {
        if (!request.url.startsWith('/api/')) return;
        const header = request.headers['x-app-version'];
        const version = Array.isArray(header) ? header[0] : header;
        if (version === undefined || version === '') return;
        if (!/^\d+(\.\d+)*$/.test(version.trim()) || compareVersions(version.trim(), minimum) < 0) {
          throw new HttpError(409, HTTP_MESSAGES.update);
        }
      });
    }
  },
);
