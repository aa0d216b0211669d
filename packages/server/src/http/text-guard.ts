import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';
import { HTTP_MESSAGES } from './messages';
import fp from './plugin';

/** The path of the first text holding a NUL character, or null (file buffers are not text). */
export function nulField(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (depth > 8 || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulField(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * 400 for any text field, query value or path part holding a NUL character:
 * PostgreSQL cannot store one in text, which answered 500. Runs once the body is parsed and
 * validated, multipart fields included.
 */
export const textGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    for (const part of [request.params, request.query, request.body]) {
      const field = nulField(part);
      if (field) throw badRequest(HTTP_MESSAGES.nulCharacter(field));
    }
  });
});
