import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, LOCALE_STORAGE_KEY, startLocale } from './i18n';

// The Malay catalog's chunk cannot be fetched, as on a start without a connection.
vi.mock('../locales/ms/messages.po?part=boot', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  i18n.activate('en');
});

describe('startLocale without the Malay catalog', () => {
  it('given Malay was chosen but its catalog cannot load, when the app starts, then it starts in English', async () => {
    await startLocale({ getItem: (key) => (key === LOCALE_STORAGE_KEY ? 'ms' : null) });

    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
