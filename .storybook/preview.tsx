import '@fontsource-variable/inter';
import '@fontsource/noto-emoji';
import '../packages/ui/src/styles.css';
import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import {
  i18n,
  loadLocale,
  loadScreenMessages,
  loadSignedInMessages,
} from '../packages/app/src/lib/i18n';
import { ScreenUiLabelsProvider } from '../packages/app/src/lib/screen-ui-labels';
import { UiLabelsProvider } from '../packages/app/src/lib/ui-labels';
import { FROZEN_NOW, freezeTime } from './frozen-time';
import { viewports } from './viewports';

// A play's findBy… waits for what the screen shows, not for a second of the clock: the first story
// of a file loads its screen's code, and on a busy two-core machine that takes longer than the
// default 1 s (test/setup-dom.ts does the same for the DOM tests). A missing element still fails.
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // The written design system first, then the primitives by kind, then the screens.
    options: {
      storySort: {
        order: [
          'Docs',
          [
            'Introduction',
            'Colours',
            'Typography',
            'Spacing',
            'Radii and shadows',
            'Using Strata in another product',
            'Features',
          ],
          'Primitives',
          'Forms',
          'Data',
          'Layout',
          'Navigation',
          'Overlays',
          'Screens',
          'App',
          'Lib',
        ],
      },
    },
    a11y: {
      // The accessibility bar is WCAG 2.1 AA; the test runner fails a story on any violation.
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'ms', title: 'Bahasa Melayu', right: 'ms' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story, { globals }) => {
      const locale = globals.locale === 'ms' ? 'ms' : 'en';
      document.documentElement.lang = locale;
      // The toolbar's language, without persisting it: Lingui strings and every ui label follow.
      i18n.activate(locale);
      return (
        <I18nProvider i18n={i18n}>
          <UiLabelsProvider>
            <ScreenUiLabelsProvider>
              <Story />
            </ScreenUiLabelsProvider>
          </UiLabelsProvider>
        </I18nProvider>
      );
    },
  ],
  // The app loads Malay and the signed-in screens' messages on demand; the toolbar switches
  // synchronously, so load them up front.
  async beforeAll() {
    await loadSignedInMessages();
    await loadScreenMessages();
    await loadLocale('ms');
  },
  async beforeEach({ parameters }) {
    const restore = freezeTime((parameters.now as string | undefined) ?? FROZEN_NOW);
    await document.fonts.ready;
    return restore;
  },
};

export default preview;
