// Keeps `pnpm new:resource` honest: runs it on a copy of the checkout (the tracked files as they
// are on disk, node_modules linked) and typechecks what it wrote and every file it edited, with
// the packages' own compiler settings. Fails when a registry lost its marker, a template no longer
// compiles against the code it calls, or the generator throws. About a minute; `pnpm test` runs it.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const copy = mkdtempSync(path.join(tmpdir(), 'strata-scaffold-'));
const keep = process.argv.includes('--keep');

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`${path.basename(command)} ${args.join(' ')} failed (in ${cwd}):`);
    console.error(result.error ?? `${result.stdout}\n${result.stderr}`);
    if (!keep) rmSync(copy, { recursive: true, force: true });
    process.exit(1);
  }
  return result.stdout;
}

try {
  const tracked = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], repo)
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(repo, file), path.join(copy, file), { dereference: false });
  }
  // The dependencies stay where they are. A package's node_modules holds relative links (pnpm's),
  // so copying the links makes @strata/domain in the copy resolve to the copy's domain.
  symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'));
  for (const name of ['domain', 'ui', 'app', 'server']) {
    cpSync(
      path.join(repo, 'packages', name, 'node_modules'),
      path.join(copy, 'packages', name, 'node_modules'),
      { recursive: true, verbatimSymlinks: true },
    );
  }

  const out = run(
    process.execPath,
    [
      path.join(copy, 'scripts/new-resource.mjs'),
      'scaffold-checks',
      '--title',
      'Scaffold Checks',
      '--title-ms',
      'Semakan Perancah',
      '--singular',
      'Scaffold Check',
      '--singular-ms',
      'Semakan Perancah',
      '--root',
      copy,
      '--no-migration',
      '--no-lingui',
    ],
    copy,
  );
  const files = [...out.matchAll(/^ {2}[+~] (\S+\.tsx?)$/gm)].map((match) => match[1]);
  const app = files.filter((file) => file.startsWith('packages/app/'));
  const others = files.filter((file) => !file.startsWith('packages/app/'));
  if (app.length < 8 || others.length < 15) {
    console.error(`new:resource wrote or edited fewer files than it should:\n${out}`);
    process.exit(1);
  }
  const tsc = path.join(repo, 'node_modules/.bin/tsc');
  for (const [name, base, list] of [
    ['server', 'packages/server/tsconfig.json', others],
    // The app's .po imports are declared in its own declaration file.
    ['app', 'packages/app/tsconfig.json', [...app, 'packages/app/src/lingui-catalogs.d.ts']],
  ]) {
    const config = path.join(copy, `tsconfig.scaffold-${name}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        extends: `./${base}`,
        // The e2e spec joins the server's files; it reads the page's DOM types, as the root's do.
        compilerOptions:
          name === 'app'
            ? { noEmit: true }
            : { noEmit: true, lib: ['ES2023', 'DOM'], types: ['node'] },
        include: [],
        files: list.map((file) => `./${file}`),
      }),
    );
    run(tsc, ['-p', config], copy);
  }
  console.log(
    `new:resource: ${files.length} files written or edited in a copy, and they typecheck`,
  );
} finally {
  if (!keep) rmSync(copy, { recursive: true, force: true });
}
