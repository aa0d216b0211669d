import { t } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n, LOCALE_STORAGE_KEY, startLocale } from './i18n';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

afterEach(() => {
  i18n.activate('en');
});

describe('startLocale', () => {
  it('given Malay was chosen on this browser, when the app starts, then Malay text shows', async () => {
    await startLocale(memoryStorage({ [LOCALE_STORAGE_KEY]: 'ms' }));

    expect(t`Logout`).toBe('Log Keluar');
    expect(document.documentElement.lang).toBe('ms');
  });

  it('given no language was chosen, when the app starts, then English text shows', async () => {
    await startLocale(memoryStorage());

    expect(t`Logout`).toBe('Logout');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('activateLocale', () => {
  it('given English is active, when Malay is chosen, then its catalog loads and the choice is kept', async () => {
    const storage = memoryStorage();

    await activateLocale('ms', storage);

    expect(t`Language`).toBe('Bahasa');
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('ms');
  });
});
