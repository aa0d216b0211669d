import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What gains from compression and is fetched by pages: code, styles, SVG, JSON (not source maps). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|html|txt)$/;

/** Below this, the headers cost more than the bytes saved (the server's threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy, at their highest levels, beside every compressible
 * hashed asset of the build, for the server to send as they are (@fastify/static preCompressed;
 * ADR 0004). Done once at build time, so no request pays for the slow top levels.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'strata:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await writeFile(path.join(outDir, `${file}.br`), br);
          await writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}
