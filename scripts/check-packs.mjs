// `pnpm check:packs`, a step of `pnpm test`: @strata/ui and @strata/domain as another product gets
// them (ADR 0012). Packs both (scripts/pack-libs.mjs), checks each tarball's manifest (main, types
// and exports into dist, no `workspace:` range left, every export target packed), lints them with
// publint (strict) and Are the Types Wrong (ESM only), then installs them with npm into
// examples/consumer, typechecks and builds it with Vite, and runs its Playwright tests in Chromium
// against the build and Strata's built server (examples/consumer/playwright.config.ts).
// `--no-build` packs the existing library builds and signs in to the existing server build;
// `--update-snapshots` rewrites the example's image baselines.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';
import { exampleDir, exampleSpec, LIBS, packLibs, root } from './pack-libs.mjs';

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const problems = [];

/** Runs one phase; a failed phase is recorded and, when `fatal`, ends the check. */
async function phase(name, command, args, { fatal = true, ...options } = {}) {
  console.log(`\n── ${name} (${seconds()})`);
  const code = await run(command, args, { cwd: root, ...options });
  if (code === 0) return true;
  problems.push(name);
  if (fatal) finish();
  return false;
}

function finish() {
  console.log(`\n── published packages checked in ${seconds()}`);
  if (problems.length === 0) {
    console.log('packs: 1 passed, 0 failed');
    process.exit(0);
  }
  for (const problem of problems) console.error(`FAIL  ${problem}`);
  console.log(`packs: 0 passed, 1 failed`);
  process.exit(1);
}

console.log(`── packing ${LIBS.map((lib) => lib.name).join(' and ')}`);
if ((await packLibs({ build: !process.argv.includes('--no-build') })) !== 0) {
  problems.push('build and pack');
  finish();
}

// The manifest as a product's package manager reads it, and the files the tarball holds.
for (const lib of LIBS) {
  const manifestText = execFileSync('tar', ['-xzOf', lib.tarball, 'package/package.json'], {
    encoding: 'utf8',
  });
  const manifest = JSON.parse(manifestText);
  const packed = new Set(
    execFileSync('tar', ['-tzf', lib.tarball], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/^package\//, './')),
  );
  const targets = [manifest.main, manifest.types];
  const collect = (value) => {
    if (typeof value === 'string') targets.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(manifest.exports);
  const wrong = [
    ...(manifestText.includes('workspace:') ? ['a `workspace:` range is left'] : []),
    ...targets
      .filter((target) => target !== './package.json' && !target?.startsWith('./dist/'))
      .map((target) => `${target} is not in dist/`),
    ...targets.filter((target) => !packed.has(target)).map((target) => `${target} is not packed`),
    ...(packed.has('./README.md') ? [] : ['no README.md']),
  ];
  console.log(
    `${path.relative(root, lib.tarball)}: ${packed.size} files, main ${manifest.main}, ` +
      `types ${manifest.types}, exports ${Object.keys(manifest.exports).join(' ')}`,
  );
  for (const problem of wrong) problems.push(`${lib.name}: ${problem}`);
}

for (const lib of LIBS) {
  const [command, args] = pnpm(['exec', 'publint', 'run', lib.tarball, '--strict']);
  await phase(`publint ${lib.name}`, command, args, { fatal: false });
}
for (const lib of LIBS) {
  // Types only: the stylesheets have none to check.
  const styles = lib.name === '@strata/ui' ? ['./styles.css', './theme.css', './fonts.css'] : [];
  const [command, args] = pnpm([
    'exec',
    'attw',
    lib.tarball,
    '--profile',
    'esm-only',
    '--format',
    'table-flipped',
    ...(styles.length > 0 ? ['--exclude-entrypoints', ...styles] : []),
  ]);
  await phase(`attw ${lib.name}`, command, args, { fatal: false });
}

// The example installs the tarballs by name and version; a new version must be pointed at.
const example = JSON.parse(readFileSync(path.join(exampleDir, 'package.json'), 'utf8'));
for (const lib of LIBS) {
  if (example.dependencies[lib.name] !== exampleSpec(lib)) {
    problems.push(
      `examples/consumer depends on ${example.dependencies[lib.name]} for ${lib.name}, not ` +
        `${exampleSpec(lib)}: run \`node scripts/pack-libs.mjs --sync-example\``,
    );
    finish();
  }
}

// npm as a product runs it, with no lockfile; the tarballs' packages go first so the fresh ones
// are unpacked even where an earlier install left the same version.
rmSync(path.join(exampleDir, 'node_modules', '@strata'), { recursive: true, force: true });
await phase(
  'npm install in examples/consumer',
  'npm',
  ['install', '--no-package-lock', '--no-audit', '--no-fund', '--prefer-offline'],
  { cwd: exampleDir },
);
for (const lib of LIBS) {
  const name = lib.name.split('/')[1];
  const installed = path.join(exampleDir, 'node_modules', lib.name, 'dist', 'index.js');
  const built = path.join(root, 'packages', name, 'dist', 'index.js');
  if (!readFileSync(installed).equals(readFileSync(built))) {
    problems.push(`examples/consumer installed another build of ${lib.name} than packs/ holds`);
  }
}

// The example's sources and its tests, declarations included: the packed types must hold up.
const [tsc, tscArgs] = pnpm(['exec', 'tsc', '-p', 'examples/consumer/e2e/tsconfig.json']);
await phase('typecheck the example against the packed types', tsc, tscArgs, { fatal: false });
await phase(
  'vite build of the example',
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build'],
  {
    cwd: exampleDir,
  },
);
if (!process.argv.includes('--no-build')) {
  const [server, serverArgs] = pnpm(['--filter', '@strata/server', 'build']);
  await phase('build the server the domain example signs in to', server, serverArgs);
}

const chrome = ensureChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), 'strata-consumer-'));
const update = process.argv.filter((arg) => arg === '--update-snapshots' || arg === '-u');
await phase(
  'the example in Chromium (styles, fonts, images, the domain client)',
  path.join(root, 'node_modules', '.bin', 'playwright'),
  ['test', '-c', 'examples/consumer/playwright.config.ts', ...update],
  {
    fatal: false,
    env: { ...process.env, CHROME_PATH: chrome, CONSUMER_DATA_DIR: dataDir },
  },
);
rmSync(dataDir, { recursive: true, force: true });
finish();
