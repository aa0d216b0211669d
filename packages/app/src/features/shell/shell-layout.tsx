import { useLingui } from '@lingui/react/macro';
import { SIDEBAR_COLLAPSE_PX } from '@strata/domain';
import { Drawer, type SideNavState } from '@strata/ui';
import { lazy, Suspense, useCallback, useRef, useState, type PointerEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { getPreferences } from '../../lib/preferences';
import { useRealtimeEvents } from '../../lib/realtime';
import { useSession } from '../../lib/session';
import { browserStorage } from '../../lib/storage';
import { useCheckInRequest } from '../../lib/check-in-request';
import { onDemand } from './on-demand';
import type { ContextMenuRequest } from './shell-context-menu';
import { ShellHeader } from './shell-header';
import { ShellMenu } from './shell-menu';
import { playSound, soundFor } from './sounds';
import { useMediaQuery } from './use-media-query';

// Drawn only once asked for, so their code loads then and not with the layout (ADR 0004).
const AppInfoModal = lazy(async () => ({
  default: (await import('./app-info-modal')).AppInfoModal,
}));
const CheckInModal = lazy(async () => ({
  default: (await import('./check-in-modal')).CheckInModal,
}));
const useContextMenu = onDemand(() => import('./shell-context-menu'));

/** How long a touch or pen stays down to open the right-click menu, as Radix's trigger waits. */
const LONG_PRESS_MS = 700;

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
  const [appInfo, setAppInfo] = useState<'never' | 'open' | 'closed'>('never');
  const [contextMenu, setContextMenu] = useState<ContextMenuRequest | null>(null);
  const [contextMenuModule, loadContextMenu] = useContextMenu();
  const longPress = useRef<number | undefined>(undefined);
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

  // The right-click menu's module arrives with the first right-click; the shell takes the click
  // (and a touch's long press, as Radix's trigger does) and hands its point to the menu.
  function requestContextMenu(x: number, y: number) {
    loadContextMenu();
    setContextMenu((previous) => ({ x, y, seq: (previous?.seq ?? 0) + 1 }));
  }
  // A touch or pen that moves, lifts or is cancelled before the long press is not one.
  const endLongPress = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') window.clearTimeout(longPress.current);
  };

  function toggleRail() {
    const next = rail === 'collapsed' ? 'expanded' : 'collapsed';
    setRail(next);
    browserStorage()?.setItem(SIDEBAR_STORAGE_KEY, next);
  }

  return (
    <>
      <div
        className="flex min-h-dvh bg-background"
        style={{ WebkitTouchCallout: 'none' }}
        onContextMenu={(event) => {
          window.clearTimeout(longPress.current);
          event.preventDefault();
          requestContextMenu(event.clientX, event.clientY);
        }}
        onPointerDown={(event) => {
          if (event.pointerType === 'mouse') return;
          window.clearTimeout(longPress.current);
          const { clientX, clientY } = event;
          longPress.current = window.setTimeout(
            () => requestContextMenu(clientX, clientY),
            LONG_PRESS_MS,
          );
        }}
        onPointerMove={endLongPress}
        onPointerCancel={endLongPress}
        onPointerUp={endLongPress}
      >
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
      {contextMenuModule && contextMenu ? (
        <contextMenuModule.ShellContextMenu
          request={contextMenu}
          onAppInfo={() => setAppInfo('open')}
        />
      ) : null}
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
      <Suspense fallback={null}>
        {appInfo === 'never' ? null : (
          <AppInfoModal
            open={appInfo === 'open'}
            onOpenChange={(open) => setAppInfo(open ? 'open' : 'closed')}
          />
        )}
        {checkIn ? <CheckInModal onClose={() => setCheckIn(false)} /> : null}
      </Suspense>
    </>
  );
}
