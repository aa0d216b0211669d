// Story tests in Debian Chromium (../shared/STACK.md): no test tool can download its own browser here.
import { getJestConfig } from '@storybook/test-runner';

const base = getJestConfig();

export default {
  ...base,
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
