// `pnpm test`: every check the project has, against a clean checkout.
// Runs every step even after a failure (so one run shows everything), and exits non-zero on any.
// Steps in one group run at the same time: each of them alone leaves a core idle (ESLint and tsc
// are single-threaded, Playwright's end-to-end run waits on one browser and one server), so a
// two-core machine finishes the group in about the time of its longest step. A parallel step's
// lines are prefixed with its name. Groups run in order: each needs what the one before built.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDebianTool } from './lib/debian-tool.mjs';
import { pnpm } from './lib/pnpm.mjs';

const node = (script, ...args) => [process.execPath, [script, ...args]];

/** [name, short prefix, [command, args]], grouped; a group's steps run together. */
const groups = [
  [
    ['lint', 'lint', pnpm(['run', 'lint'])],
    ['typecheck', 'types', pnpm(['run', 'typecheck'])],
    [
      'the resource scaffold (pnpm new:resource on a copy, typechecked, its docs and test rows tested)',
      'scaffold',
      node('scripts/check-scaffold.mjs'),
    ],
  ],
  [['publishable builds of ui and domain', 'libs', pnpm(['run', 'build:libs'])]],
  [
    [
      'unit and integration (vitest, with coverage)',
      'vitest',
      pnpm(['exec', 'vitest', 'run', '--coverage']),
    ],
  ],
  // The dashboard and the server, built once for the size check, the consumer example and e2e.
  [
    [
      'the dashboard and the server built as pnpm start builds them',
      'build',
      pnpm(['--filter', '@strata/app', '--filter', '@strata/server', 'build']),
    ],
  ],
  [
    [
      'published packages (packed, publint, attw, the consumer example in Chromium)',
      'packs',
      node('scripts/check-packs.mjs', '--no-build'),
    ],
    [
      'size in Chromium (the budgets in scripts/check-size.mjs; no chart code at login)',
      'size',
      node('scripts/check-size.mjs', '--no-build'),
    ],
  ],
  [
    ['stories (play, axe, image) in Chromium', 'stories', node('scripts/test-stories.mjs')],
    [
      'end to end (Playwright against the server)',
      'e2e',
      node('scripts/test-e2e.mjs', '--no-build'),
    ],
  ],
];

// A line that names a failed test: Playwright's ✘, Jest's ● and FAIL, Vitest's × and FAIL.
const failureLine = /✘|●|×|\bFAIL\b/;
// eslint-disable-next-line no-control-regex -- the colours the tools print
const colours = /\u001b\[[0-9;]*m/g;

/**
 * Runs a command with its output's lines prefixed by `[prefix]` (none when empty); resolves to its
 * exit code and the first lines that name a failed test, repeated in the summary so the end of a
 * long log says what failed.
 */
function runStep(prefix, command, args) {
  return new Promise((resolve) => {
    const failures = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        console.log(prefix ? `[${prefix}] ${line}` : line);
        const plain = line.replace(colours, '').trim();
        if (failureLine.test(plain) && failures.length < 50 && !failures.includes(plain))
          failures.push(plain);
      });
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), failures }));
    child.on('error', (error) => {
      console.error(`[${prefix}] ${error.message}`);
      resolve({ code: 1, failures });
    });
  });
}

// The server's tests read the statement and report PDFs with poppler's pdftotext. Chromium is
// found (or installed) once, before steps that run together would each reach for apt-get.
ensureDebianTool('pdftotext', 'poppler-utils');
process.env.CHROME_PATH = ensureChromium();

const results = [];
const began = Date.now();
for (const group of groups) {
  if (group.length > 1)
    console.log(`\n━━━ at the same time: ${group.map(([, p]) => p).join(', ')} ━━━`);
  await Promise.all(
    group.map(async ([name, prefix, [command, args]]) => {
      const started = Date.now();
      console.log(`\n━━━ ${name} ━━━`);
      const { code, failures } = await runStep(group.length > 1 ? prefix : '', command, args);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n━━━ ${code === 0 ? 'ok' : 'FAILED'}: ${name} (${seconds} s) ━━━`);
      results.push({ name, ok: code === 0, seconds, failures });
    }),
  );
}

console.log('\n━━━ summary ━━━');
for (const { name, ok, seconds, failures } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`);
  // What failed, in a few lines (the step's own output above has the details).
  if (!ok) for (const line of failures.slice(0, 8)) console.log(`        ${line.slice(0, 160)}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed, in ${Math.round((Date.now() - began) / 60_000)} min`,
);
process.exit(failed === 0 ? 0 : 1);
