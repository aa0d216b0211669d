import type { FastifyInstance } from 'fastify';
import fp from './plugin';

/**
 * The dashboard's Content-Security-Policy (issue 15 §8): scripts only from this origin, never
 * inline or eval'd; styles from this origin plus inline ones (components set style attributes);
 * pictures and documents from this origin (and data:/blob: previews); the realtime socket and API
 * on this origin; frames (house rules, PDFs) from this origin only, and only this origin may
 * frame the app.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Stored files (pictures, receipts, attachments, house rules): nothing in them runs, loads or
 * frames anything, whatever bytes an upload carried (inline styles for a PDF viewer only).
 */
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** HSTS over HTTPS: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer: nosniff, a same-origin referrer, framing by this origin only
 * (house rules and PDFs open in the app's own frames), HSTS when the request came over HTTPS (as
 * the trusted proxy says), the app's CSP on HTML pages, and `Cache-Control: no-store` on the API's
 * and stored files' answers. Answers that set their own CSP (stored files) keep it.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Answers of the API and stored files carry personal data (ICs, statements, pictures): no
    // browser or proxy keeps them.
    if (
      /^\/(api|storage)\//.test(request.url) &&
      !/no-store/.test(String(reply.getHeader('cache-control') ?? ''))
    ) {
      reply.header('cache-control', 'no-store');
    }
    if (!reply.hasHeader('content-security-policy')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header(
        'content-security-policy',
        type.startsWith('text/html') ? APP_CSP : "frame-ancestors 'self'",
      );
    }
    return payload;
  });
});
