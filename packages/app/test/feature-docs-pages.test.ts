// The Storybook feature pages (docs/storybook/features/) list their screen states from the story
// files they import; a story file they do not import would be missing from the written design
// system without anyone noticing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const features = path.resolve(import.meta.dirname, '../src/features');
const pages = path.resolve(import.meta.dirname, '../../../docs/storybook/features');

const withStories = readdirSync(features, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    feature: entry.name,
    stories: readdirSync(path.join(features, entry.name))
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => file.replace(/\.tsx$/, '')),
  }))
  .filter(({ stories }) => stories.length > 0);

describe('the Storybook feature pages', () => {
  it.each(withStories)(
    'given $feature has stories, its page lists each file',
    ({ feature, stories }) => {
      const page = path.join(pages, `${feature}.mdx`);
      expect(existsSync(page), `docs/storybook/features/${feature}.mdx`).toBe(true);
      const text = readFileSync(page, 'utf8');
      for (const story of stories) {
        expect(text).toContain(`/features/${feature}/${story}';`);
        const name = /import \* as (\w+) from '[^']*\/features\/[\w-]+\/([\w.-]+)';/g;
        const imported = [...text.matchAll(name)].find(([, , file]) => file === story)?.[1];
        expect(text).toContain(`<ScreenStates of={${imported}} />`);
      }
    },
  );
});
