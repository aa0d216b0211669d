import { useLingui } from '@lingui/react/macro';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '@strata/ui';
import { SIDEBAR_COLLAPSE_PX } from '@strata/domain';
import { Drawer, type SideNavState } from '@strata/ui';
import { useCallback, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { getPreferences } from '../../lib/preferences';
import { useRealtimeEvents } from '../../lib/realtime';
import { useSession } from '../../lib/session';
import { browserStorage } from '../../lib/storage';
import { AppInfoModal } from './app-info-modal';
import { CheckInModal, useCheckInRequest } from './check-in-modal';
import { ShellHeader } from './shell-header';
import { ShellMenu, usePageTitle } from './shell-menu';
import { playSound, soundFor } from './sounds';
import { STORE_LINKS } from './store-links';
import { useMediaQuery } from './use-media-query';

/** Where the rail's width (expanded or collapsed) is kept between visits. */
export const SIDEBAR_STORAGE_KEY = 'strata.sidebar';

function storedRailState(): SideNavState {
  return browserStorage()?.getItem(SIDEBAR_STORAGE_KEY) === 'collapsed' ? 'collapsed' : 'expanded';
}

/**
 * The signed-in layout (spec 000 §2): the side menu, the header (menu button, property, the user's
 * menu), the routed screen, and a right-click menu with App Info, the store links and Logout.
 * Below 950 px (spec 000 §9) the menu is a drawer over the page, opened from the header; above,
 * a rail whose collapsed or expanded width is remembered.
 */
export function ShellLayout() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const [appInfo, setAppInfo] = useState(false);
  usePageTitle();
  const { user } = useSession();
  // A chat message from someone else and a new notification play their sound, unless muted.
  useRealtimeEvents((event) => {
    const sound = soundFor(event, user?.id);
    if (sound) playSound(sound, getPreferences().muteSounds);
  });
  const narrow = useMediaQuery(`(max-width: ${SIDEBAR_COLLAPSE_PX - 0.02}px)`);
  const [rail, setRail] = useState<SideNavState>(storedRailState);
  // The page the drawer was opened on: following a link in it (another page) closes it.
  const [drawerPage, setDrawerPage] = useState<string | null>(null);
  const drawerOpen = narrow && drawerPage === pathname;
  const setDrawerOpen = useCallback(
    (open: boolean) => setDrawerPage(open ? pathname : null),
    [pathname],
  );
  const menuButton = useRef<HTMLButtonElement>(null);
  const [checkIn, setCheckIn] = useState(false);

  // /d/check-in lands here with the modal asked for; the request is then dropped from history,
  // so a reload does not open it again.
  useCheckInRequest(location.state, location.key, () => {
    setCheckIn(true);
    void navigate(`${pathname}${location.search}`, { replace: true, state: null });
  });
  const openCheckIn = useCallback(() => {
    setDrawerOpen(false);
    setCheckIn(true);
  }, [setDrawerOpen]);

  function toggleRail() {
    const next = rail === 'collapsed' ? 'expanded' : 'collapsed';
    setRail(next);
    browserStorage()?.setItem(SIDEBAR_STORAGE_KEY, next);
  }

  return (
    <>
      <ContextMenu>
        <ContextMenuTrigger asChild>
          <div className="flex min-h-dvh bg-background">
            {narrow ? null : (
              <ShellMenu
                state={rail}
                onCheckIn={openCheckIn}
                className="sticky top-0 h-dvh self-start"
              />
            )}
            <div className="flex min-w-0 flex-1 flex-col">
              <ShellHeader
                menuButton={narrow ? 'drawer' : rail === 'collapsed' ? 'expand' : 'collapse'}
                drawerOpen={drawerOpen}
                onMenuButton={narrow ? () => setDrawerOpen(true) : toggleRail}
                menuButtonRef={menuButton}
              />
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
      <Drawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={t`Menu`}
        // The header's button opened it (not a Radix trigger): focus goes back there on closing.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          menuButton.current?.focus();
        }}
      >
        <ShellMenu state="expanded" showHeader onCheckIn={openCheckIn} className="h-full w-full" />
      </Drawer>
      <AppInfoModal open={appInfo} onOpenChange={setAppInfo} />
      {checkIn ? <CheckInModal onClose={() => setCheckIn(false)} /> : null}
    </>
  );
}
