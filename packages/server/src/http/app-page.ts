import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Page = { stamp: string; plain: Buffer; br: Buffer; gzip: Buffer; etag: string };

/** The encodings a request accepts (q=0 refuses one), by name. */
function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return names;
}

/**
 * The dashboard's index.html for the paths the app routes itself (/d/login, /d/units/12, …),
 * compressed: these replies come from the not-found handler, which the compression
 * plugin's per-route hooks never see. Kept in memory with its brotli and gzip copies, read again
 * when the file changes (a rebuild under a running server); revalidated by ETag, never cached
 * for good (a new release must reach the next load).
 */
export function appPage(file: string) {
  let page: Page | null = null;
  const current = (): Page => {
    const stat = statSync(file);
    const stamp = `${stat.size}-${stat.mtimeMs}`;
    if (page?.stamp !== stamp) {
      const plain = readFileSync(file);
      page = {
        stamp,
        plain,
        br: brotliCompressSync(plain, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        gzip: gzipSync(plain, { level: constants.Z_BEST_COMPRESSION }),
        etag: `W/"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`,
      };
    }
    return page;
  };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const { plain, br, gzip, etag } = current();
    void reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const encodings = accepted(request.headers['accept-encoding']);
    const [encoding, body] = encodings.has('br')
      ? ['br', br]
      : encodings.has('gzip')
        ? ['gzip', gzip]
        : [null, plain];
    if (encoding) void reply.header('content-encoding', encoding);
    // Node leaves the body out of a HEAD reply itself, keeping its length.
    return reply.send(body);
  };
}
