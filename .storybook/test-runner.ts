import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { machineFontsDrawn } from './drawn-fonts';

/** Committed baselines; `pnpm test:stories:update` rewrites them. */
const snapshotsDir = path.join(process.cwd(), 'test', 'visual', '__image_snapshots__');

/** Story viewport names → sizes the screenshot is taken at (see viewports.ts). */
const widths: Record<string, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    // A story asks for a width with `globals: { viewport: { value: 'phone' } }` (Storybook 10).
    const { storyGlobals } = story as { storyGlobals?: { viewport?: { value?: string } } };
    const viewport = storyGlobals?.viewport?.value;
    await page.setViewportSize(widths[viewport ?? 'desktop'] ?? widths.desktop!);
    await injectAxe(page);
  },

  async postVisit(page, context) {
    // A failed play function is the error to report: an image taken of the half-played story would
    // only hide it behind a mismatch.
    if (context.hasFailure) return;
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);

    // Accessibility: WCAG 2.1 AA over the whole document, so portalled content counts too.
    if (story.parameters?.a11y?.disable !== true && story.parameters?.a11y?.test !== 'off') {
      await configureAxe(page, { rules: story.parameters?.a11y?.config?.rules ?? [] });
      await checkA11y(page, 'body', {
        detailedReport: true,
        verbose: false,
        detailedReportOptions: { html: true },
        axeOptions: {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        },
      });
    }

    // Every font drawn is one the project ships, so the image is the same on any machine.
    const machineFonts = await machineFontsDrawn(page);
    if (machineFonts.length > 0) {
      throw new Error(
        `The story draws text in fonts the project does not ship: ${machineFonts.join(', ')}. ` +
          'Ship the font (as Inter and JetBrains Mono are) or draw the text in one of those.',
      );
    }

    // Image snapshot: animations stopped, caret hidden, fonts loaded, time frozen (preview.tsx).
    const image = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: context.id,
      customDiffDir: path.join(process.cwd(), 'test-results', 'image-diffs'),
      failureThreshold: 0.001,
      failureThresholdType: 'percent',
    });
  },
};

export default config;
