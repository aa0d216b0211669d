// `pnpm test`: every check the project has, in order, against a clean checkout.
// Runs every step even after a failure (so one run shows everything), and exits non-zero on any.
import { ensureDebianTool } from './lib/debian-tool.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { run } from './lib/run.mjs';

const steps = [
  ['lint', pnpm(['run', 'lint'])],
  ['typecheck', pnpm(['run', 'typecheck'])],
  [
    'the resource scaffold (pnpm new:resource on a copy, typechecked, its docs and test rows tested)',
    [process.execPath, ['scripts/check-scaffold.mjs']],
  ],
  ['publishable builds of ui and domain', pnpm(['run', 'build:libs'])],
  ['unit and integration (vitest, with coverage)', pnpm(['exec', 'vitest', 'run', '--coverage'])],
  [
    'published packages (packed, publint, attw, the consumer example in Chromium)',
    [process.execPath, ['scripts/check-packs.mjs', '--no-build']],
  ],
  [
    'size in Chromium (the budgets in scripts/check-size.mjs; no chart code at login)',
    [process.execPath, ['scripts/check-size.mjs']],
  ],
  ['stories (play, axe, image) in Chromium', [process.execPath, ['scripts/test-stories.mjs']]],
  ['end to end (Playwright against the server)', [process.execPath, ['scripts/test-e2e.mjs']]],
];

// The server's tests read the statement and report PDFs with poppler's pdftotext.
ensureDebianTool('pdftotext', 'poppler-utils');

const results = [];
for (const [name, [command, args]] of steps) {
  const started = Date.now();
  console.log(`\n━━━ ${name} ━━━`);
  const code = await run(command, args);
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n━━━ summary ━━━');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
