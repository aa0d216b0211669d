import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from '@playwright/test';
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

/**
 * Set while a screen's Malay pass has switched the toolbar language; a pass cut short (a timeout)
 * leaves it set, and the next story in the page switches back before it renders.
 */
let leftInMalay = false;

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
    if (leftInMalay) {
      await updateGlobals(page, { locale: 'en' });
      leftInMalay = false;
    }
    await injectAxe(page);
  },

  async postVisit(page, context) {
    // A failed play function is the error to report: an image taken of the half-played story would
    // only hide it behind a mismatch.
    if (context.hasFailure) return;
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);

    await checkDrawing(page, story, context.id);

    // Every screen is also reviewed in Malay on a phone: the same story, its play's end state kept,
    // switched to the 'ms' toolbar language at 390 px, checked for sideways scroll, axe and image.
    const globals = storyGlobalsOf(story);
    if (
      story.title.startsWith('Screens/') &&
      !(globals.locale === 'ms' && globals.viewport === 'phone')
    ) {
      await page.setViewportSize(widths.phone!);
      if (globals.locale !== 'ms') {
        leftInMalay = true;
        await updateGlobals(page, { locale: 'ms' });
      }
      await waitForPageReady(page);
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) {
        throw new Error(
          `In Malay at 390 px the screen scrolls sideways by ${overflow} px: ` +
            'let the widest element wrap, or scroll inside its own box.',
        );
      }
      await checkDrawing(page, story, `${context.id}--ms-phone`);
      if (leftInMalay) {
        await updateGlobals(page, { locale: 'en' });
        leftInMalay = false;
      }
    }
  },
};

type StoryContext = Awaited<ReturnType<typeof getStoryContext>>;

/** The story's own toolbar globals: its language and viewport name. */
function storyGlobalsOf(story: StoryContext): { locale?: string; viewport?: string } {
  const { storyGlobals } = story as {
    storyGlobals?: { locale?: string; viewport?: { value?: string } };
  };
  return { locale: storyGlobals?.locale, viewport: storyGlobals?.viewport?.value };
}

/**
 * Sets toolbar globals as the toolbar would and waits for the story to render again. Storybook
 * re-renders without a remount and without the play function, so the state the play left stays.
 */
async function updateGlobals(page: Page, globals: Record<string, string>) {
  await page.evaluate(
    (next) =>
      new Promise<void>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              once: (event: string, listener: () => void) => void;
              emit: (event: string, payload: unknown) => void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.once('storyRendered', () => resolve());
        channel.emit('updateGlobals', { globals: next });
      }),
    globals,
  );
}

/** Axe (WCAG 2.1 AA), the shipped-fonts check and the image snapshot of the page as it is now. */
async function checkDrawing(page: Page, story: StoryContext, snapshotId: string) {
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
  // Chromium encodes the same pixels to the same bytes: an identical file needs no pixel diff.
  const baseline = path.join(snapshotsDir, `${snapshotId}.png`);
  if (existsSync(baseline) && image.equals(readFileSync(baseline))) return;
  expect(image).toMatchImageSnapshot({
    customSnapshotsDir: snapshotsDir,
    customSnapshotIdentifier: snapshotId,
    customDiffDir: path.join(process.cwd(), 'test-results', 'image-diffs'),
    failureThreshold: 0.001,
    failureThresholdType: 'percent',
  });
}

export default config;
