// Keeps `pnpm new:resource` honest: runs it on a copy of the checkout (the tracked files as they
// are on disk, node_modules linked), typechecks what it wrote and every file it edited with the
// packages' own compiler settings, checks that the demo seed runs the resource's rows, and runs
// the tests that read its other outputs (the Storybook feature page, the domain README's export
// names, the client-calls table). Fails when a registry lost its marker, a template no longer
// compiles against the code it calls, or the generator throws. A few minutes; `pnpm test` runs it.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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
  const domain = files.filter((file) => file.startsWith('packages/domain/'));
  const others = files.filter(
    (file) => !file.startsWith('packages/app/') && !file.startsWith('packages/domain/'),
  );
  if (app.length < 8 || domain.length < 12 || others.length < 12) {
    console.error(`new:resource wrote or edited fewer files than it should:\n${out}`);
    process.exit(1);
  }
  const tsc = path.join(repo, 'node_modules/.bin/tsc');
  for (const [name, base, list] of [
    ['domain', 'packages/domain/tsconfig.json', domain],
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
          name === 'server'
            ? { noEmit: true, lib: ['ES2023', 'DOM'], types: ['node'] }
            : { noEmit: true },
        include: [],
        files: list.map((file) => `./${file}`),
      }),
    );
    run(tsc, ['-p', config], copy);
  }

  // The demo seed runs the resource's rows, after the others'.
  const seed = readFileSync(path.join(copy, 'packages/server/src/seed/seed.ts'), 'utf8');
  const seeds =
    /await seedTenants\(ctx\);[\s\S]*await seedScaffoldChecks\(ctx\);[\s\S]*\/\/ new:resource seeds inserts above/;
  if (
    !seed.includes("import { seedScaffoldChecks } from './scaffold-checks';") ||
    !seeds.test(seed)
  ) {
    console.error(
      'new:resource did not register seedScaffoldChecks in packages/server/src/seed/seed.ts',
    );
    process.exit(1);
  }

  // The tests that read what the scaffold wrote beyond code: the Storybook feature page lists
  // both story files, the domain README names every export, and every client function has a row
  // in the client-calls table (which also sends each and checks its endpoint).
  const vitest = path.join(repo, 'node_modules/.bin/vitest');
  for (const [project, file] of [
    ['app', 'packages/app/test/feature-docs-pages.test.ts'],
    ['consumer', 'test/consumer/readme.test.ts'],
    ['domain', 'packages/domain/test/api/client-calls.test.ts'],
  ]) {
    run(vitest, ['run', '--project', project, '--coverage.enabled=false', file], copy);
  }
  console.log(
    `new:resource: ${files.length} files written or edited in a copy; they typecheck, the seed ` +
      'runs its rows, and the feature page, README and client-calls tests pass',
  );
} finally {
  if (!keep) rmSync(copy, { recursive: true, force: true });
}
