import type { FastifyRequest } from 'fastify';
import { requireUser, type Actor } from './access';
import { SESSION_ENDED_MESSAGES } from '../http/messages';
import { bearerToken } from './tokens';
import { unauthorized } from '../http/errors';
import type { RouteDeps } from '../http/deps';

/** The signed-in user of a download link: the bearer header, else `?token=` (spec 002 §7). */
export async function downloadActor(request: FastifyRequest, deps: RouteDeps): Promise<Actor> {
  if (request.actor) return request.actor;
  const query = (request.query as { token?: unknown } | undefined)?.token;
  const token =
    typeof query === 'string' && query !== '' ? query : bearerToken(request.headers.authorization);
  if (!token || token.length > 200) return requireUser(request);
  const actor = await deps.actors.forToken(token, deps.now());
  if (!actor) throw unauthorized(SESSION_ENDED_MESSAGES.ended);
  return actor;
}
