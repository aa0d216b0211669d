import { useOf } from '@storybook/addon-docs/blocks';
import { SELECT_STORY } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import type { ModuleExports } from 'storybook/internal/types';

type StoryGlobals = { locale?: string; viewport?: { value?: string } };

/** What a story's JSDoc says, as the docs plugin hands it over. */
function description(parameters: Record<string, unknown> | undefined): string {
  const docs = parameters?.docs as { description?: { story?: string } } | undefined;
  return docs?.description?.story ?? '';
}

/** The story's fixed width and language, or what the toolbar says. */
function conditions(globals: StoryGlobals | undefined): string {
  const viewport = globals?.viewport?.value;
  const locale = globals?.locale;
  return [viewport ?? 'toolbar width', locale === 'ms' ? 'Bahasa Melayu' : null]
    .filter(Boolean)
    .join(', ');
}

/**
 * The states one story file shows, listed from the file itself: each story's name (a link to it),
 * the width and language it fixes, and its JSDoc. A new story appears here without an edit.
 */
export function ScreenStates({ of }: { of: ModuleExports }) {
  const { csfFile, preparedMeta } = useOf(of, ['meta']);
  const stories = Object.values(csfFile.stories);
  const open = (id: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    addons.getChannel().emit(SELECT_STORY, { storyId: id });
  };
  return (
    <section className="sb-unstyled my-6 font-sans text-sm text-foreground">
      <h3 className="mb-2 text-base font-semibold">
        {preparedMeta.title}{' '}
        <span className="font-normal text-muted-foreground">({stories.length} states)</span>
      </h3>
      <table className="w-full border-collapse text-left">
        <thead className="border-b text-muted-foreground">
          <tr>
            <th className="py-2 pr-4 font-semibold">State</th>
            <th className="py-2 pr-4 font-semibold">Shown at</th>
            <th className="py-2 font-semibold">What it shows</th>
          </tr>
        </thead>
        <tbody>
          {stories.map((story) => (
            <tr key={story.id} className="border-b align-top last:border-b-0">
              <td className="py-2 pr-4">
                <a
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  href={`./?path=/story/${story.id}`}
                  target="_top"
                  onClick={open(story.id)}
                >
                  {story.name}
                </a>
              </td>
              <td className="py-2 pr-4 whitespace-nowrap">
                {conditions(story.globals as StoryGlobals | undefined)}
              </td>
              <td className="py-2">{description(story.parameters)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
