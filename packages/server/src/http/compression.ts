import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from './plugin';

/**
 * What is worth compressing on the fly: text, JSON, XML, JavaScript and SVG. Not octet-stream
 * (stored files), PDFs or pictures, which are compressed already or gain nothing.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|\/javascript(?:;|$)/u;

/**
 * Compresses API replies and unhashed files (brotli, else gzip) from 1 kB up. Hashed
 * assets carry their build-time .br/.gz copies instead (staticOptions), which this leaves alone as
 * they are sent already encoded. Request bodies are not decompressed: clients send them plain.
 * Register before any route: it hooks each route as it is added.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
});

/** One year: hashed file names change with their content, so they never need revalidating. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * How the built dashboard is cached: files under /assets/ carry a content hash in their name and
 * are immutable; everything else (index.html, sw.js, the manifest, icons) is revalidated on every
 * use, so a new release reaches the browser on its next load.
 */
export function cacheControlFor(file: string): string {
  return /[\\/]assets[\\/][^\\/]+$/.test(file) ? IMMUTABLE : 'no-cache';
}
