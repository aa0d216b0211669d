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
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, UserRound } from 'lucide-react';
import type * as React from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApiClient } from '../../lib/api';
import { activateLocale, type AppLocale } from '../../lib/i18n';
import { roleLabel } from '../../lib/role-labels';
import { useSession } from '../../lib/session';

/** What the header's menu button does: open the phone's drawer, or narrow or widen the rail. */
export type MenuButtonMode = 'drawer' | 'collapse' | 'expand';

export type ShellHeaderProps = {
  menuButton: MenuButtonMode;
  /** The drawer is open (the button's `aria-expanded`). */
  drawerOpen?: boolean;
  onMenuButton: () => void;
  /** The menu button, for the drawer to give focus back to when it closes. */
  menuButtonRef?: React.Ref<HTMLButtonElement>;
};

const LANGUAGES: { locale: AppLocale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ms', name: 'Bahasa Melayu' },
];

/**
 * The top bar of every signed-in screen: the menu button, the property's name, and the user's
 * picture, name and role opening a menu with My Profile, the language and Logout (issue 16).
 */
export function ShellHeader({
  menuButton,
  drawerOpen,
  onMenuButton,
  menuButtonRef,
}: ShellHeaderProps) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const role = roleLabel(i18n, user?.role);
  const buttonLabel =
    menuButton === 'drawer'
      ? t`Open menu`
      : menuButton === 'collapse'
        ? t`Collapse sidebar`
        : t`Expand sidebar`;
  const ButtonIcon =
    menuButton === 'drawer' ? Menu : menuButton === 'collapse' ? PanelLeftClose : PanelLeftOpen;

  return (
    <header
      data-slot="shell-header"
      className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-card px-2 sm:px-4"
    >
      <button
        ref={menuButtonRef}
        type="button"
        onClick={onMenuButton}
        aria-expanded={menuButton === 'drawer' ? Boolean(drawerOpen) : undefined}
        title={buttonLabel}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ButtonIcon aria-hidden className="size-5" />
        <span className="sr-only">{buttonLabel}</span>
      </button>
      <p className="min-w-0 flex-1 truncate text-sm font-semibold text-foreground">
        {user?.property?.name ?? t`All properties`}
      </p>
      {user ? (
        <DropdownMenu>
          <DropdownMenuTrigger className="flex min-w-0 items-center gap-2 rounded-md p-1 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring">
            <Avatar img={user.img} />
            <span className="hidden min-w-0 flex-col leading-tight sm:flex">
              <span className="max-w-48 truncate text-sm font-medium">{user.name}</span>
              {role ? (
                <span className="max-w-48 truncate text-xs text-muted-foreground">{role}</span>
              ) : null}
            </span>
            <span className="sr-only sm:hidden">
              {user.name}
              {role ? `, ${role}` : ''}
            </span>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-60">
            <DropdownMenuLabel className="text-sm text-foreground">
              <span className="block truncate">{user.name}</span>
              {role ? (
                <span className="block truncate text-xs font-normal text-muted-foreground">
                  {role}
                </span>
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
              {LANGUAGES.map(({ locale, name }) => (
                <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
                  {name}
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
      ) : null}
    </header>
  );
}

function Avatar({ img }: { img: string | null | undefined }) {
  const api = useApiClient();
  return img ? (
    <img
      src={api.files.pictureUrl(img)}
      alt=""
      className="size-9 shrink-0 rounded-full border object-cover"
    />
  ) : (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted">
      <UserRound aria-hidden className="size-5 text-muted-foreground" />
    </span>
  );
}
