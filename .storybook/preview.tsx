import '@fontsource-variable/inter';
import '../packages/ui/src/styles.css';
import type { Preview } from '@storybook/react-vite';
import { FROZEN_NOW, freezeTime } from './frozen-time';
import { viewports } from './viewports';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    a11y: {
      // Issue 2: WCAG 2.1 AA; the test runner fails a story on any violation.
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
      document.documentElement.lang = globals.locale === 'ms' ? 'ms' : 'en';
      return <Story />;
    },
  ],
  async beforeEach({ parameters }) {
    const restore = freezeTime((parameters.now as string | undefined) ?? FROZEN_NOW);
    await document.fonts.ready;
    return restore;
  },
};

export default preview;
