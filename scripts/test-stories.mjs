// Builds Storybook, serves it, and runs every story in Chromium: play function, axe, image snapshot.
// `--update` rewrites the image baselines; any other flags go to test-storybook.
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { run, serveStatic } from './lib/run.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const passThrough = args.filter((arg) => arg !== '--update');
const bin = (name) => path.join('node_modules', '.bin', name);
// STORYBOOK_OUT lets parallel runs on one machine build into folders of their own.
const out = process.env.STORYBOOK_OUT ?? 'storybook-static';

const chrome = ensureChromium();

if (!args.includes('--no-build')) {
  const built = await run(bin('storybook'), ['build', '--quiet', '-o', out]);
  if (built !== 0) process.exit(built);
}

const server = await serveStatic(path.resolve(out));
const code = await run(
  bin('test-storybook'),
  [
    '--url',
    server.url,
    // A story mostly waits (renders, network idle, fonts), so more browsers than cores keep
    // both cores busy; STORY_WORKERS overrides it.
    `--maxWorkers=${process.env.STORY_WORKERS ?? 3}`,
    ...(update ? ['--updateSnapshot'] : []),
    ...passThrough.filter((arg) => arg !== '--no-build'),
  ],
  { env: { ...process.env, CHROME_PATH: chrome } },
);
await server.close();
process.exit(code);
