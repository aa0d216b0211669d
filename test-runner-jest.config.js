// Story tests in Debian Chromium (CONTRIBUTING.md): the test tools do not download a browser of their own here.
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

export default {
  ...base,
  // A story's visit (load, play, axe, the font check, the image) waits for events, not the clock;
  // on a busy two-core machine a heavy story can take well over jest's default 15 s, and a screen
  // is looked at twice (its own globals, then in Malay at 390 px).
  testTimeout: 120_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
        ],
      },
      contextOptions: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
    },
  },
};
