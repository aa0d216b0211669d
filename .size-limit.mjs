// `pnpm test` step "size" (scripts/check-size.mjs): the JavaScript the login route loads, gzipped,
// must stay within 155 kB. Issue 6 set 150 kB; the ~135 English texts of the spec 002 screens, which
// ship with the entry in the one English catalog, took it to 151.7 kB, so the budget was raised by
// 5 kB in the open. Issue 17 (≤ 115 kB) brings it down: catalogs per route, a lighter router.
// The files come from Vite's manifest, as their names are hashed.
import path from 'node:path';
import { distDir, loginRouteFiles } from './scripts/lib/login-chunks.mjs';

export default [
  {
    name: 'login route (entry + login chunks, gzip)',
    path: loginRouteFiles().map((file) => path.join(distDir, file)),
    limit: '155 kB',
    gzip: true,
  },
];
