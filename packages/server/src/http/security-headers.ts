import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from './plugin';

/**
 * The dashboard's Content-Security-Policy (ADR 0003, ADR 0009): scripts only from this origin,
 * never inline or eval'd; styles from this origin plus inline ones (components set style
 * attributes); pictures and documents from this origin (and data:/blob: previews); the realtime
 * socket and API on this origin; frames (house rules, PDFs) from this origin only, and only this
 * origin may frame the app.
 */
const APP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** The app's policy as helmet writes the header: directives in order, joined by ';'. */
export const APP_CSP = Object.entries(APP_DIRECTIVES)
  .map(([name, sources]) => [name, ...sources].join(' '))
  .join(';');

/** Any other answer (the API's JSON, assets, plain text) only says who may frame it. */
const OTHER_DIRECTIVES = {
  'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
  'frame-ancestors': ["'self'"],
} as const;

/**
 * Stored files (pictures, receipts, attachments, house rules): nothing in them runs, loads or
 * frames anything, whatever bytes an upload carried (inline styles for a PDF viewer only). The
 * routes that serve them set it themselves; the hook below leaves a reply's own CSP alone.
 */
export const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** What every answer's headers are built with: helmet's options less the CSP and HSTS. */
const BASE_OPTIONS = {
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  referrerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'sameorigin' },
} as const satisfies HelmetOptions;

/** Which CSP an answer gets: the app's (HTML), framing only (anything else), or its own. */
type CspKind = 'app' | 'other' | 'own';

/** Helmet's middleware for one kind of answer (a CSP kind, and whether it came over HTTPS). */
type HeaderWriter = ReturnType<typeof helmet>;

/** Helmet's middleware for a CSP kind, without and with HSTS. */
function writersFor(csp: CspKind): [HeaderWriter, HeaderWriter] {
  const build = (https: boolean) =>
    helmet({
      ...BASE_OPTIONS,
      contentSecurityPolicy:
        csp === 'own'
          ? false
          : { useDefaults: false, directives: csp === 'app' ? APP_DIRECTIVES : OTHER_DIRECTIVES },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  return [build(false), build(true)];
}

/**
 * The middleware of every kind of answer, built once: helmet parses its options and the CSP's
 * directives when its middleware is built, which @fastify/helmet's `reply.helmet(…)` did on every
 * reply (docs/adr/0026).
 */
const WRITERS: Record<CspKind, [HeaderWriter, HeaderWriter]> = {
  app: writersFor('app'),
  other: writersFor('other'),
  own: writersFor('own'),
};

/** Helmet's middlewares call this when they are done; they write synchronously, and never fail. */
const done = () => undefined;

/**
 * Security headers on every answer, written by helmet (ADR 0009, ADR 0026): nosniff, a
 * same-origin referrer, framing by this origin only (house rules and PDFs open in the app's own
 * frames), HSTS when the request came over HTTPS (as the trusted proxy says), the app's CSP on
 * HTML pages and a framing-only CSP elsewhere, and `Cache-Control: no-store` on the API's and
 * stored files' answers. Helmet's cross-origin opener and resource policies stay off: they would
 * change what other sites and windows may do with ours, a decision of its own.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const csp: CspKind = reply.hasHeader('content-security-policy')
      ? 'own'
      : String(reply.getHeader('content-type') ?? '').startsWith('text/html')
        ? 'app'
        : 'other';
    WRITERS[csp][request.protocol === 'https' ? 1 : 0](request.raw, reply.raw, done);
    // Answers of the API and stored files carry personal data (ICs, statements, pictures): no
    // browser or proxy keeps them.
    if (
      /^\/(api|storage)\//.test(request.url) &&
      !/no-store/.test(String(reply.getHeader('cache-control') ?? ''))
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
