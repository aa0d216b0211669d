import { useLingui } from '@lingui/react/macro';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@strata/ui';
import { LogOut, UserRound } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { activateLocale, type AppLocale } from '../../lib/i18n';

const LANGUAGES: { locale: AppLocale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ms', name: 'Bahasa Melayu' },
];

/** Props of {@link UserMenu}. */
export type UserMenuProps = {
  /** The signed-in user's name and role label, heading the menu. */
  name: string;
  role: string | undefined;
  /** The trigger's classes and content (the user's picture, name and role). */
  triggerClassName: string;
  children: ReactNode;
  /**
   * The stand-in trigger was pressed before this module arrived: open at once, as Radix's trigger
   * opens for that press (a key press goes to the trigger again, so the first item takes focus).
   */
  pressed?: { by: 'pointer' } | { by: 'key'; key: string };
  /** Focus the trigger once mounted: it replaces a stand-in that had the focus. */
  focusTrigger?: boolean;
};

/**
 * The header's user menu: My Profile, the language and Logout. Loaded when the user
 * reaches for its trigger (shell-header.tsx), so the menu's Radix and positioning code stay out of
 * the signed-in layout's first download (ADR 0004).
 */
export function UserMenu({
  name,
  role,
  triggerClassName,
  children,
  pressed,
  focusTrigger,
}: UserMenuProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = trigger.current;
    if (!button) return;
    if (pressed?.by === 'key') {
      button.focus();
      button.dispatchEvent(
        new KeyboardEvent('keydown', { key: pressed.key, bubbles: true, cancelable: true }),
      );
    } else if (focusTrigger && !pressed) {
      button.focus();
    }
    // Once, when this trigger replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu defaultOpen={pressed?.by === 'pointer'}>
      <DropdownMenuTrigger ref={trigger} className={triggerClassName}>
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="text-sm text-foreground">
          <span className="block truncate">{name}</span>
          {role ? (
            <span className="block truncate text-xs font-normal text-muted-foreground">{role}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/d/profile">
            <UserRound aria-hidden />
            {t`My Profile`}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t`Language`}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={i18n.locale}
          onValueChange={(locale) => void activateLocale(locale as AppLocale)}
        >
          {LANGUAGES.map(({ locale, name: languageName }) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {languageName}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => navigate('/d/logout')}>
          <LogOut aria-hidden />
          {t`Logout`}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
