import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { mergeConfig } from 'vite';

// The Lingui macro finds the app's config through this when Storybook runs from the repository root.
process.env.LINGUI_CONFIG ??= path.resolve(import.meta.dirname, '../packages/app/lingui.config.ts');

const config: StorybookConfig = {
  stories: [
    // The design system written down for designers: foundations, use elsewhere, feature pages.
    '../docs/storybook/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Stored files the stories show (a facility's picture), at the paths the server serves them.
  staticDirs: [{ from: '../packages/app/src/testing/storage', to: '/storage' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The Lingui plugin loads only when Vite builds: the story test runner reads this file too, and
  // @lingui/cli needs a newer Node than some machines running the tests have.
  viteFinal: async (viteConfig) => {
    const { lingui } = await import('@lingui/vite-plugin');
    const { catalogParts } = await import('../packages/app/build/catalog-parts');
    return mergeConfig(viteConfig, {
      plugins: [
        tailwindcss(),
        // The app's stories use Lingui macros and import its .po catalogs (packages/app/vite.config.ts).
        babel({
          include: /packages\/app\/src\/.*\.[jt]sx?$/,
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        }),
        lingui({ configPath: process.env.LINGUI_CONFIG }),
        catalogParts({ configPath: process.env.LINGUI_CONFIG }),
      ],
      // Test runs write coverage, diffs, baselines, builds and databases while Storybook serves;
      // none of them is source, and a reload mid-test makes story tests flaky.
      server: {
        watch: {
          ignored: [
            '**/coverage/**',
            '**/test-results/**',
            '**/playwright-report/**',
            '**/storybook-static/**',
            '**/test/visual/**',
            '**/dist/**',
            '**/.data/**',
          ],
        },
      },
    });
  },
};

export default config;
