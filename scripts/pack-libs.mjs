// `pnpm pack:libs`: builds @strata/domain and @strata/ui and writes their installable tarballs into
// packs/ (strata-domain-<version>.tgz, strata-ui-<version>.tgz), as `pnpm pack` makes them: the
// manifest's publishConfig applied, `workspace:` ranges turned into versions (ADR 0012).
// `--no-build` packs the existing builds. `--sync-example` only points examples/consumer's
// `file:` dependencies at the current versions' tarballs (after `changeset version`).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const packsDir = path.join(root, 'packs');
export const exampleDir = path.join(root, 'examples', 'consumer');

/** The published packages, by name: their folder and the tarball `pnpm pack` names. */
export const LIBS = ['domain', 'ui'].map((folder) => {
  const dir = path.join(root, 'packages', folder);
  const { name, version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
  return { name, version, dir, tarball: path.join(packsDir, file) };
});

/** Builds (unless `build` is false) and packs both libraries into packs/; resolves to an exit code. */
export async function packLibs({ build = true } = {}) {
  if (build) {
    const [command, args] = pnpm(['run', 'build:libs']);
    const code = await run(command, args, { cwd: root });
    if (code !== 0) return code;
  }
  rmSync(packsDir, { recursive: true, force: true });
  mkdirSync(packsDir);
  for (const lib of LIBS) {
    const [command, args] = pnpm(['pack', '--pack-destination', packsDir]);
    const code = await run(command, args, { cwd: lib.dir, stdio: ['ignore', 'ignore', 'inherit'] });
    if (code !== 0) return code;
    console.log(`packed ${path.relative(root, lib.tarball)}`);
  }
  return 0;
}

/** The example's dependency spec for a library: its tarball, relative to the example. */
export const exampleSpec = (lib) =>
  `file:${path.relative(exampleDir, lib.tarball).replaceAll(path.sep, '/')}`;

/** Points examples/consumer/package.json at the current tarballs; true when it changed. */
export function syncExample() {
  const file = path.join(exampleDir, 'package.json');
  const text = readFileSync(file, 'utf8');
  const manifest = JSON.parse(text);
  for (const lib of LIBS) manifest.dependencies[lib.name] = exampleSpec(lib);
  const next = `${JSON.stringify(manifest, null, 2)}\n`;
  if (next !== text) writeFileSync(file, next);
  return next !== text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--sync-example')) {
    console.log(syncExample() ? 'examples/consumer now uses the new tarballs' : 'up to date');
  } else {
    process.exit(await packLibs({ build: !process.argv.includes('--no-build') }));
  }
}
