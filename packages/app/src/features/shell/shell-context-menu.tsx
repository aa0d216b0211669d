import { useLingui } from '@lingui/react/macro';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from '@strata/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORE_LINKS } from './store-links';

/** Where a right-click (or a long press) asked for the menu; `seq` tells two at one point apart. */
export type ContextMenuRequest = { x: number; y: number; seq: number };

/** Props of {@link ShellContextMenu}. */
export type ShellContextMenuProps = {
  request: ContextMenuRequest;
  onAppInfo: () => void;
};

/**
 * The shell's right-click menu: App Info, the store links and Logout. The shell takes the
 * right-click (shell-layout.tsx) and hands it over here, to a trigger of no size, so Radix places
 * the menu at the pointer; this module loads on the first right-click (ADR 0004).
 */
export function ShellContextMenu({ request, onAppInfo }: ShellContextMenuProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const trigger = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    trigger.current?.dispatchEvent(
      new MouseEvent('contextmenu', {
        bubbles: true,
        cancelable: true,
        button: 2,
        clientX: request.x,
        clientY: request.y,
      }),
    );
  }, [request]);
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>
        <span ref={trigger} aria-hidden className="fixed top-0 left-0 size-0" />
      </ContextMenuTrigger>
      <ContextMenuContent>
        <ContextMenuItem onSelect={onAppInfo}>{t`App Info`}</ContextMenuItem>
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
  );
}
