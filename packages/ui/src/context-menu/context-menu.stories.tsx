import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info, LogOut, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '../confirm-dialog';
import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuGroup,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
} from './context-menu';

const onAppInfo = fn();
const onLogout = fn();

/** The app's right-click menu (spec 000 §2): App Info, store links, and Logout behind 'Hold On!'. */
function AppContextMenu(props: React.ComponentProps<typeof ContextMenu>) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <ContextMenu {...props}>
        <ContextMenuTrigger asChild>
          {/* Focusable so the Menu key (Shift+F10) can open it from the keyboard. */}
          <section
            tabIndex={0} // eslint-disable-line jsx-a11y/no-noninteractive-tabindex
            aria-label="Dashboard"
            className="flex h-64 items-center justify-center rounded-lg border-2 border-dashed text-sm text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Right-click anywhere in the dashboard
          </section>
        </ContextMenuTrigger>
        <ContextMenuContent aria-label="Application">
          <ContextMenuItem onSelect={onAppInfo}>
            <Info aria-hidden />
            App Info
          </ContextMenuItem>
          <ContextMenuGroup>
            <ContextMenuItem asChild>
              <a href="#google-play">
                <Smartphone aria-hidden />
                Get it on Google Play
              </a>
            </ContextMenuItem>
            <ContextMenuItem asChild>
              <a href="#app-store">
                <Smartphone aria-hidden />
                Download on the App Store
              </a>
            </ContextMenuItem>
          </ContextMenuGroup>
          <ContextMenuSeparator />
          <ContextMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <LogOut aria-hidden />
            Logout
          </ContextMenuItem>
        </ContextMenuContent>
      </ContextMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="destructive"
        title="Hold On!"
        message="Are you sure you want to log out?"
        labels={{ confirm: 'Logout' }}
        onConfirm={onLogout}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ContextMenu',
  component: ContextMenu,
  render: (args) => <AppContextMenu {...args} />,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof ContextMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const area = canvas.getByRole('region', { name: 'Dashboard' });

    // Pointer: right-click opens it, choosing App Info closes it.
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: area,
      coords: { clientX: 420, clientY: 120 },
    });
    const menu = await body.findByRole('menu', { name: 'Application' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'App Info' }));
    await expect(onAppInfo).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());

    // Keyboard: the Menu key fires `contextmenu` on the focused area; Escape closes.
    area.focus();
    fireEvent.contextMenu(area);
    await body.findByRole('menu', { name: 'Application' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const area = canvas.getByRole('region', { name: 'Dashboard' });
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: area,
      coords: { clientX: 420, clientY: 120 },
    });
    const menu = await body.findByRole('menu', { name: 'Application' });
    await expect(
      within(menu).getByRole('menuitem', { name: 'Get it on Google Play' }),
    ).toHaveAttribute('href', '#google-play');
    // Keyboard inside the open menu: arrows move through the items.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitem', { name: 'Get it on Google Play' }),
    ).toHaveFocus();
  },
};

export const LogoutAsksToConfirm: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const area = canvas.getByRole('region', { name: 'Dashboard' });
    await userEvent.pointer({
      keys: '[MouseRight]',
      target: area,
      coords: { clientX: 420, clientY: 120 },
    });
    await body.findByRole('menu', { name: 'Application' });

    // Keyboard: End reaches Logout, Enter chooses it.
    await userEvent.keyboard('{End}');
    await expect(body.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Hold On!' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    await expect(onLogout).not.toHaveBeenCalled();
  },
};
