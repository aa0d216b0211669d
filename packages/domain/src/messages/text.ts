import { MESSAGES, type MessageId } from './catalog';

/** The languages the catalog holds. */
export type Language = 'en' | 'ms';

/** The values a message's `{name}` marks are filled with. */
export type MessageValues = Readonly<Record<string, string | number>>;

let currentLanguage: () => Language = () => 'en';

/**
 * Sets where `say` learns the language to speak: the server installs the language of the request
 * being answered. Without it, English.
 */
export function setMessageLanguage(language: () => Language): void {
  currentLanguage = language;
}

/** Message `id` in `language`, its `{name}` marks filled from `values`. */
export function messageText(
  id: MessageId,
  values: MessageValues = {},
  language: Language = 'en',
): string {
  return MESSAGES[id][language].replace(/\{(\w+)\}/g, (mark, name: string) =>
    name in values ? String(values[name]) : mark,
  );
}

/** Message `id` in the language being spoken now (see `setMessageLanguage`). */
export function say(id: MessageId, values?: MessageValues): string {
  return messageText(id, values, currentLanguage());
}

/**
 * Message `id`, said when asked: a schema's error (`{ error: sayLater('wire.id') }`) speaks the
 * language of the request it validates, not the one spoken when the schema was built.
 */
export function sayLater(id: MessageId, values?: MessageValues): () => string {
  return () => say(id, values);
}

/** The `{name}` marks of a text, sorted: a translation must name the same values. */
export function valueMarks(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}
