import type { FastifyRequest } from 'fastify';

/** A URL with the value of every `token` query parameter replaced, so no log holds a session token. */
export function redactToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/**
 * How a request appears in the access log: Fastify's default fields, with `?token=` redacted
 * (download links such as the statement PDF carry the token in the query, spec 002 §7).
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
