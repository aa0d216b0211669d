// Publishes the Storybook to Chromatic when a project token exists; otherwise says so and succeeds.
import path from 'node:path';
import { run } from './lib/run.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic publish.');
  process.exit(0);
}

const built = await run(path.join('node_modules', '.bin', 'storybook'), [
  'build',
  '--quiet',
  '-o',
  'storybook-static',
]);
if (built !== 0) process.exit(built);

process.exit(
  await run(path.join('node_modules', '.bin', 'chromatic'), [
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ]),
);
