// `pnpm test` step "size" (scripts/check-size.mjs): the JavaScript the login route loads, gzipped,
// must stay within 150 kB (issue 6). The files come from Vite's manifest, as their names are hashed.
import path from 'node:path';
import { distDir, loginRouteFiles } from './scripts/lib/login-chunks.mjs';

export default [
  {
    name: 'login route (entry + login chunks, gzip)',
    path: loginRouteFiles().map((file) => path.join(distDir, file)),
    limit: '150 kB',
    gzip: true,
  },
];
