import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from '@playwright/test';
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
 * Set once a screen's Malay pass has switched the toolbar language; the next story in the page
 * switches back before it renders.
 */
let leftInMalay = false;

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page, context) {
    // A browser's first story can come before the preview has read the story index, and the
    // story's context cannot be read until it has ('Cannot access the Story Store until the
    // index is ready', seen once in CI on a loaded machine).
    await page.waitForFunction(() =>
      Boolean(
        (window as unknown as Partial<StorybookWindow>).__STORYBOOK_PREVIEW__?.storyStoreValue,
      ),
    );
    // The calls left without a fake endpoint are counted per story (testing/fake-api.ts).
    await page.evaluate(() => (window as UnansweredCalls).__strataUnansweredCalls?.splice(0));
    const story = await getStoryContext(page, context);
    // A story asks for a width with `globals: { viewport: { value: 'phone' } }` (Storybook 10).
    const { storyGlobals } = story as { storyGlobals?: { viewport?: { value?: string } } };
    const viewport = storyGlobals?.viewport?.value;
    await page.setViewportSize(widths[viewport ?? 'desktop'] ?? widths.desktop!);
    if (leftInMalay) {
      // Straight into the store, not through the toolbar's 'updateGlobals': that would re-render
      // the previous story, and its render's end (storyFinished, which the test runner does not
      // tell apart by story) could arrive while this story plays and have it drawn half-played.
      // The story about to be shown renders with the store's globals.
      await page.evaluate(() =>
        (
          window as unknown as StorybookWindow
        ).__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.update({ locale: 'en' }),
      );
      leftInMalay = false;
    }
  },

  // Accessibility of the story as played: the a11y addon runs axe (WCAG 2.1 AA, the whole document,
  // portals too: preview.tsx's parameters) after every render, and the test runner fails the story
  // on its violations because `a11y.test` is 'error'. Running axe here as well would only repeat it.
  async postVisit(page, context) {
    // A failed play function is the error to report: an image taken of the half-played story would
    // only hide it behind a mismatch.
    if (context.hasFailure) return;
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);

    // A call the story's `api` does not answer gets a 404 and, from the central handler, an error
    // modal over the screen: the story shows a failure it did not mean to.
    const unanswered = await page.evaluate(() => [
      ...new Set((window as UnansweredCalls).__strataUnansweredCalls ?? []),
    ]);
    if (unanswered.length > 0) {
      throw new Error(
        `The story's screen made calls its fake API does not answer (each got a 404): ` +
          `${unanswered.join(', ')}. Add them to the story's \`api\` (a story's args replace ` +
          `the meta's \`api\` as a whole), or name the 404 when it is meant.`,
      );
    }

    // A story whose image varies with the machine's load in a way its play cannot settle names a
    // looser threshold (`parameters.imageThreshold`, a fraction of the pixels), and says why.
    const threshold = story.parameters?.imageThreshold as number | undefined;
    await checkDrawing(page, context.id, threshold);

    // Every screen is also reviewed in Malay on a phone: the same story, its play's end state kept,
    // switched to the 'ms' toolbar language at 390 px, checked for sideways scroll, axe and image.
    const globals = storyGlobalsOf(story);
    // A screen whose re-render reloads a framed document opts out with `msPhonePass: false` and
    // has a Malay phone story of its own instead.
    if (
      story.title.startsWith('Screens/') &&
      story.parameters?.msPhonePass !== false &&
      !(globals.locale === 'ms' && globals.viewport === 'phone')
    ) {
      await page.setViewportSize(widths.phone!);
      leftInMalay = true;
      // Re-rendered even when the story is Malay already, so the addon's axe runs at 390 px.
      const a11y = await updateGlobals(page, context.id, { locale: 'ms' });
      if (a11y?.status === 'failed') {
        throw new Error(`In Malay at 390 px, axe (WCAG 2.1 AA) found:\n${describe(a11y)}`);
      }
      // From the top: where a play scrolled at 1280 px lands elsewhere in a phone's taller page.
      await page.evaluate(() => window.scrollTo(0, 0));
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
      // Its state comes from a play run at another width: a focus ring or a caret may differ
      // from run to run, so this image fails past 1 % of its pixels (a moved or missing block),
      // not 0.1 % as a story's own image does.
      await checkDrawing(page, `${context.id}--ms-phone`, 0.01);
    }
  },
};

/** The page's global where testing/fake-api.ts keeps the calls no fake endpoint answered. */
type UnansweredCalls = { __strataUnansweredCalls?: string[] };

type StoryContext = Awaited<ReturnType<typeof getStoryContext>>;

/** What the a11y addon reports of one render. */
type A11yReport = {
  status: 'passed' | 'failed' | 'warning';
  result?: {
    error?: unknown;
    violations?: { id: string; help: string; nodes: { target: unknown[] }[] }[];
  };
};

/** The story's own toolbar globals: its language and viewport name. */
function storyGlobalsOf(story: StoryContext): { locale?: string; viewport?: string } {
  const { storyGlobals } = story as {
    storyGlobals?: { locale?: string; viewport?: { value?: string } };
  };
  return { locale: storyGlobals?.locale, viewport: storyGlobals?.viewport?.value };
}

/** What 'storyFinished' carries: the story and its reports (the a11y addon's among them). */
type StoryFinished = { storyId?: string; reporters?: { type: string }[] };

/** The preview's window: its Storybook channel and the preview's store of globals. */
type StorybookWindow = {
  __STORYBOOK_PREVIEW__: {
    storyStoreValue: { userGlobals: { update: (globals: Record<string, string>) => void } };
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on: (event: string, listener: (data: StoryFinished) => void) => void;
    off: (event: string, listener: (data: StoryFinished) => void) => void;
    emit: (event: string, payload: unknown) => void;
  };
};

/**
 * Sets toolbar globals as the toolbar would and waits until the story has rendered again and its
 * afterEach hooks (the a11y addon's axe) are done; answers the addon's report of that render.
 * Storybook re-renders without a remount and without the play function, so the state the play
 * left stays.
 */
function updateGlobals(
  page: Page,
  storyId: string,
  globals: Record<string, string>,
): Promise<A11yReport | undefined> {
  return page.evaluate(
    ({ storyId, next }) =>
      new Promise<A11yReport | undefined>((resolve) => {
        const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__;
        const finished = (data: StoryFinished) => {
          if (data.storyId !== storyId) return;
          channel.off('storyFinished', finished);
          const reports = (data.reporters ?? []).filter((report) => report.type === 'a11y');
          resolve(reports.at(-1) as A11yReport | undefined);
        };
        channel.on('storyFinished', finished);
        channel.emit('updateGlobals', { globals: next });
      }),
    { storyId, next: globals },
  );
}

/** The addon's violations, one line per rule with the elements it found. */
function describe(report: A11yReport): string {
  if (report.result?.error) return String(report.result.error);
  return (report.result?.violations ?? [])
    .map(
      ({ id, help, nodes }) =>
        `- ${id}: ${help} (${nodes.map(({ target }) => target.join(' ')).join(', ')})`,
    )
    .join('\n');
}

/** The shipped-fonts check and the image snapshot of the page as it is now. */
async function checkDrawing(page: Page, snapshotId: string, failureThreshold = 0.001) {
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
    failureThreshold,
    failureThresholdType: 'percent',
  });
}

export default config;
