import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** English is the source; Malay is translated in full (a test fails on any empty msgstr). */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ms'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
});
