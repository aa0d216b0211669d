import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@strata/domain';
import { messages as en } from '../locales/en/messages.po';
import { browserStorage } from './storage';

/** Where the chosen interface language is kept. */
export const LOCALE_STORAGE_KEY = 'strata.locale';

/** The interface languages (spec 000 §9): English and Malay. */
export type AppLocale = Locale;

// English ships with the entry; Malay loads only when chosen, so the login page stays within its
// budget (scripts/check-size.mjs).
const catalogs: Record<AppLocale, () => Promise<Messages>> = {
  en: async () => en,
  ms: async () => (await import('../locales/ms/messages.po')).messages,
};

const loaded = new Set<AppLocale>(['en']);
i18n.load({ en });

function isLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function setDocumentLanguage(locale: AppLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The language chosen earlier on this browser, else English. */
export function storedLocale(
  storage: Pick<Storage, 'getItem'> | null = browserStorage(),
): AppLocale {
  const saved = storage?.getItem(LOCALE_STORAGE_KEY);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** Loads a language's catalog once; later calls resolve at once. */
export async function loadLocale(locale: AppLocale): Promise<void> {
  if (loaded.has(locale)) return;
  i18n.load(locale, await catalogs[locale]());
  loaded.add(locale);
}

/** Switches every translated string to `locale`, remembers the choice and sets `<html lang>`. */
export async function activateLocale(
  locale: AppLocale,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
): Promise<void> {
  await loadLocale(locale);
  i18n.activate(locale);
  storage?.setItem(LOCALE_STORAGE_KEY, locale);
  setDocumentLanguage(locale);
}

/**
 * Activates the stored language (loading its catalog first); run before the first render. When
 * the catalog cannot be fetched (a start while offline) the app starts in English instead.
 */
export async function startLocale(
  storage: Pick<Storage, 'getItem'> | null = browserStorage(),
): Promise<void> {
  let locale = storedLocale(storage);
  try {
    await loadLocale(locale);
  } catch {
    locale = DEFAULT_LOCALE;
  }
  i18n.activate(locale);
  setDocumentLanguage(locale);
}

i18n.activate(DEFAULT_LOCALE);
setDocumentLanguage(DEFAULT_LOCALE);

export { i18n };
