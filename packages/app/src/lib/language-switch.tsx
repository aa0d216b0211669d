import { useLingui } from '@lingui/react/macro';
import { activateLocale, type AppLocale } from './i18n';

const LANGUAGES: { locale: AppLocale; short: string; name: string }[] = [
  { locale: 'en', short: 'EN', name: 'English' },
  { locale: 'ms', short: 'BM', name: 'Bahasa Melayu' },
];

/** Switches the interface between English and Malay; the choice is kept for the next visit. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className="inline-flex rounded-md border bg-card p-0.5"
    >
      {LANGUAGES.map(({ locale, short, name }) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={i18n.locale === locale}
          title={name}
          onClick={() => void activateLocale(locale)}
          className="rounded-sm px-2 py-1 text-xs font-semibold text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-primary aria-pressed:text-primary-foreground"
        >
          <span aria-hidden>{short}</span>
          <span className="sr-only">{name}</span>
        </button>
      ))}
    </div>
  );
}
