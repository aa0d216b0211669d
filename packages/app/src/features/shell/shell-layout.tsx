import { useLingui } from '@lingui/react/macro';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '@strata/ui';
import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { AppInfoModal } from './app-info-modal';
import { LanguageSwitch } from './language-switch';
import { ShellMenu } from './shell-menu';
import { STORE_LINKS } from './store-links';

/**
 * The signed-in layout (spec 000 §2): the side menu, a top bar with the user and the language
 * switch, the routed screen, and a right-click menu with App Info, the store links and Logout.
 */
export function ShellLayout() {
  const { t } = useLingui();
  const { user } = useSession();
  const navigate = useNavigate();
  const [appInfo, setAppInfo] = useState(false);

  return (
    <>
      <ContextMenu>
        <ContextMenuTrigger asChild>
          <div className="flex min-h-screen bg-background">
            <ShellMenu />
            <div className="flex min-w-0 flex-1 flex-col">
              <header className="flex h-14 items-center justify-end gap-3 border-b bg-card px-4">
                {user ? (
                  <p className="min-w-0 truncate text-sm">
                    <Link
                      to="/d/profile"
                      title={t`My Profile`}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {user.name}
                    </Link>{' '}
                    <span className="text-muted-foreground">· {user.role}</span>
                  </p>
                ) : null}
                <LanguageSwitch />
              </header>
              <main className="min-w-0 flex-1 p-4 md:p-6">
                <Outlet />
              </main>
            </div>
          </div>
        </ContextMenuTrigger>
        <ContextMenuContent>
          <ContextMenuItem onSelect={() => setAppInfo(true)}>{t`App Info`}</ContextMenuItem>
          <ContextMenuItem asChild>
            <a href={STORE_LINKS.googlePlay} target="_blank" rel="noreferrer">
              {t`Get it on Google Play`}
            </a>
          </ContextMenuItem>
          <ContextMenuItem asChild>
            <a href={STORE_LINKS.appStore} target="_blank" rel="noreferrer">
              {t`Download on the App Store`}
            </a>
          </ContextMenuItem>
          <ContextMenuSeparator />
          <ContextMenuItem variant="destructive" onSelect={() => navigate('/d/logout')}>
            {t`Logout`}
          </ContextMenuItem>
        </ContextMenuContent>
      </ContextMenu>
      <AppInfoModal open={appInfo} onOpenChange={setAppInfo} />
    </>
  );
}
