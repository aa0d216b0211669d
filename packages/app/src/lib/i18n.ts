import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@strata/domain';
import { messages as en } from '../locales/en/messages.po';
import { messages as ms } from '../locales/ms/messages.po';
import { browserStorage } from './storage';

/** Where the chosen interface language is kept. */
export const LOCALE_STORAGE_KEY = 'strata.locale';

/** The interface languages (spec 000 §9): English and Malay. */
export type AppLocale = Locale;

// Both catalogs are small and ship with the entry, so switching language never waits.
i18n.load({ en, ms });

function isLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language chosen earlier on this browser, else English. */
export function storedLocale(
  storage: Pick<Storage, 'getItem'> | null = browserStorage(),
): AppLocale {
  const saved = storage?.getItem(LOCALE_STORAGE_KEY);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** Switches every translated string to `locale`, remembers the choice and sets `<html lang>`. */
export function activateLocale(
  locale: AppLocale,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
): void {
  i18n.activate(locale);
  storage?.setItem(LOCALE_STORAGE_KEY, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

const initial = storedLocale();
i18n.activate(initial);
if (typeof document !== 'undefined') document.documentElement.lang = initial;

export { i18n };
