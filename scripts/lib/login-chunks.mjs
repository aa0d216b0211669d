// Which built files the login route loads, read from Vite's manifest (build.manifest in
// packages/app/vite.config.ts): the entry chunk and its static imports, plus the login route's
// lazy chunk and its static imports. Shared by .size-limit.mjs and scripts/check-size.mjs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the app is built. */
export const distDir = path.join(root, 'packages', 'app', 'dist');

/** The lazy route module(s) of the login screen, by source path in the manifest. */
export const LOGIN_ROUTE_SOURCE = /(^|\/)src\/features\/[^/]*login[^/]*\/|login[^/]*\.tsx$/;

/** Reads dist/.vite/manifest.json; throws with a hint when the app has not been built. */
export function readManifest(dist = distDir) {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(
      `${path.relative(root, file)} is missing: build the app (build.manifest: true)`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The manifest keys of every chunk `key` loads up front (itself and its static imports). */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The JavaScript files (relative to dist) a visitor of /d/login downloads. Throws when the
 * manifest has no entry or no login route chunk, so the check cannot pass by finding nothing.
 */
export function loginRouteFiles(manifest = readManifest()) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk');
  const login = Object.keys(manifest).filter(
    (key) => manifest[key].isDynamicEntry && LOGIN_ROUTE_SOURCE.test(key),
  );
  if (login.length === 0) {
    throw new Error(
      `No lazy chunk matches ${LOGIN_ROUTE_SOURCE} in the manifest: is login a lazy route?`,
    );
  }
  const keys = staticClosure(manifest, [...entries, ...login]);
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}
