import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Entry = { id: string; translation: string };

/** The entries of a .po catalog (msgid and msgstr on one line each, as `lingui extract` writes). */
function entries(locale: 'en' | 'ms'): Entry[] {
  const text = readFileSync(path.join(import.meta.dirname, locale, 'messages.po'), 'utf8');
  const found: Entry[] = [];
  const pattern = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  for (const [, id = '', translation = ''] of text.matchAll(pattern)) {
    if (id !== '') found.push({ id, translation });
  }
  return found;
}

describe('the Malay catalog', () => {
  it('given the extracted messages, when read, then every message has a Malay translation', () => {
    const untranslated = entries('ms')
      .filter((entry) => entry.translation.trim() === '')
      .map((entry) => entry.id);
    expect(untranslated).toEqual([]);
  });

  it('given the English catalog, when compared, then Malay holds every English message', () => {
    const malay = new Set(entries('ms').map((entry) => entry.id));
    const missing = entries('en')
      .map((entry) => entry.id)
      .filter((id) => !malay.has(id));
    expect(missing).toEqual([]);
  });

  it('given the product copy, when translated, then the specs\u2019 misspelt toast keeps its English id', () => {
    const sent = entries('ms').find((entry) => entry.id === 'Passsword has been sent!');
    expect(sent?.translation).toBe('Kata laluan telah dihantar!');
  });
});
