import { useLingui } from '@lingui/react/macro';
import { Menu, PanelLeftClose, PanelLeftOpen, UserRound } from 'lucide-react';
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import type * as React from 'react';
import { useApiClient } from '../../lib/api';
import { roleLabel } from '../../lib/role-labels';
import { useSession } from '../../lib/session';
import { onDemand } from './on-demand';
import type { UserMenuProps } from './user-menu';

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

const TRIGGER_CLASS =
  'flex min-w-0 items-center gap-2 rounded-md p-1 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring';

const useUserMenu = onDemand(() => import('./user-menu'));

/**
 * The top bar of every signed-in screen: the menu button, the property's name, and the user's
 * picture, name and role opening a menu with My Profile, the language and Logout.
 */
export function ShellHeader({
  menuButton,
  drawerOpen,
  onMenuButton,
  menuButtonRef,
}: ShellHeaderProps) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
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
        <UserMenuButton name={user.name} role={role} triggerClassName={TRIGGER_CLASS}>
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
        </UserMenuButton>
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

/**
 * The user menu's trigger. Until the menu's module is in, a button that looks and is named the
 * same stands in; pointing at it or focusing it loads the menu, and pressing it before then opens
 * the menu when it arrives (the keys and the press Radix's trigger answers).
 */
function UserMenuButton(props: Omit<UserMenuProps, 'pressed' | 'focusTrigger'>) {
  const [loaded, request] = useUserMenu();
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState<UserMenuProps['pressed']>();
  if (loaded) {
    return <loaded.UserMenu {...props} pressed={pressed} focusTrigger={focused} />;
  }
  const press = (how: NonNullable<UserMenuProps['pressed']>) => {
    setPressed((current) => current ?? how);
    request();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-slot="dropdown-menu-trigger"
      className={props.triggerClassName}
      onPointerEnter={request}
      onFocus={() => {
        setFocused(true);
        request();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) press({ by: 'pointer' });
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          press({ by: 'key', key: event.key });
        }
      }}
    >
      {props.children}
    </button>
  );
}
