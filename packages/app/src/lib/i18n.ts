import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@strata/domain';
import { messages as enBoot } from '../locales/en/messages.po?part=boot';
import { browserStorage } from './storage';

/** Where the chosen interface language is kept. */
export const LOCALE_STORAGE_KEY = 'strata.locale';

/** The interface languages (spec 000 §9): English and Malay. */
export type AppLocale = Locale;

/**
 * A catalog's parts (packages/app/build/catalog-parts.ts): boot and public pages, the signed-in layout
 * and the dashboard, and the other screens.
 */
type CatalogPart = 'boot' | 'signed-in' | 'screens';

// English boot messages ship with the entry; everything else loads when needed: the signed-in
// part with the signed-in layout, the screens part with the first other screen, Malay only when
// chosen. The login page and the dashboard stay within their budgets (scripts/check-size.mjs).
const catalogs: Record<AppLocale, Record<CatalogPart, () => Promise<Messages>>> = {
  en: {
    boot: async () => enBoot,
    'signed-in': async () => (await import('../locales/en/messages.po?part=signed-in')).messages,
    screens: async () => (await import('../locales/en/messages.po?part=screens')).messages,
  },
  ms: {
    boot: async () => (await import('../locales/ms/messages.po?part=boot')).messages,
    'signed-in': async () => (await import('../locales/ms/messages.po?part=signed-in')).messages,
    screens: async () => (await import('../locales/ms/messages.po?part=screens')).messages,
  },
};

/** The parts every language switch loads; the others join as the layout and screens load. */
const parts = new Set<CatalogPart>(['boot']);
const loaded = new Set<string>(['en:boot']);
i18n.load({ en: enBoot });

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

/** Loads one part of a language's catalog once; later calls resolve at once. */
async function loadPart(locale: AppLocale, part: CatalogPart): Promise<void> {
  const key = `${locale}:${part}`;
  if (loaded.has(key)) return;
  i18n.load(locale, await catalogs[locale][part]());
  loaded.add(key);
}

/** Loads a language's catalog (the parts loaded so far) once; later calls resolve at once. */
export async function loadLocale(locale: AppLocale): Promise<void> {
  await Promise.all([...parts].map((part) => loadPart(locale, part)));
}

/** Loads `part` in the active language; from then on a language switch loads it too. */
async function joinPart(part: CatalogPart): Promise<void> {
  parts.add(part);
  await loadPart(isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE, part);
}

/**
 * Loads the messages of the signed-in layout and the dashboard ({@link joinPart}). The signed-in
 * layout awaits it before its first render (app/router.tsx).
 */
export const loadSignedInMessages = (): Promise<void> => joinPart('signed-in');

/**
 * Loads the messages of the screens other than the dashboard (lib/catalog-features.ts;
 * {@link joinPart}). A screen feature's routes await it beside their screen's chunk
 * (app/router.tsx).
 */
export const loadScreenMessages = (): Promise<void> => joinPart('screens');

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
