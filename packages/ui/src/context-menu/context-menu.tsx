import { ContextMenu as ContextMenuPrimitive } from 'radix-ui';
import type * as React from 'react';
import {
  menuContentClassName,
  menuItemVariants,
  menuLabelClassName,
  menuSeparatorClassName,
  type DropdownMenuItemProps,
} from '../dropdown-menu/dropdown-menu';
import { cn } from '../lib/cn';

/**
 * The right-click menu: opens at the pointer (or the Menu key) over its trigger. The items
 * (App Info, store links, Logout) come from the caller.
 */
export function ContextMenu({
  modal = false,
  ...props
}: React.ComponentProps<typeof ContextMenuPrimitive.Root>) {
  // Not modal by default, for the reason given on DropdownMenu (axe: aria-hidden-focus).
  return <ContextMenuPrimitive.Root modal={modal} {...props} />;
}

/** The area that answers a right-click; wrap the page or a part of it (`asChild` keeps its element). */
export function ContextMenuTrigger(
  props: React.ComponentProps<typeof ContextMenuPrimitive.Trigger>,
) {
  return <ContextMenuPrimitive.Trigger data-slot="context-menu-trigger" {...props} />;
}

/** The menu's floating panel, portalled to the body. */
export function ContextMenuContent({
  className,
  ...props
}: React.ComponentProps<typeof ContextMenuPrimitive.Content>) {
  return (
    <ContextMenuPrimitive.Portal>
      <ContextMenuPrimitive.Content
        data-slot="context-menu-content"
        className={cn(menuContentClassName, className)}
        {...props}
      />
    </ContextMenuPrimitive.Portal>
  );
}

export type ContextMenuItemProps = React.ComponentProps<typeof ContextMenuPrimitive.Item> &
  Pick<DropdownMenuItemProps, 'variant'>;

/** One action; `onSelect` runs it. `asChild` makes it a link (a store link, say). */
export function ContextMenuItem({
  className,
  variant = 'default',
  ...props
}: ContextMenuItemProps) {
  return (
    <ContextMenuPrimitive.Item
      data-slot="context-menu-item"
      data-variant={variant}
      className={cn(menuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

/** Items that belong together. */
export function ContextMenuGroup(props: React.ComponentProps<typeof ContextMenuPrimitive.Group>) {
  return <ContextMenuPrimitive.Group data-slot="context-menu-group" {...props} />;
}

/** A group's heading. */
export function ContextMenuLabel({
  className,
  ...props
}: React.ComponentProps<typeof ContextMenuPrimitive.Label>) {
  return (
    <ContextMenuPrimitive.Label
      data-slot="context-menu-label"
      className={cn(menuLabelClassName, className)}
      {...props}
    />
  );
}

/** A rule between groups. */
export function ContextMenuSeparator({
  className,
  ...props
}: React.ComponentProps<typeof ContextMenuPrimitive.Separator>) {
  return (
    <ContextMenuPrimitive.Separator
      data-slot="context-menu-separator"
      className={cn(menuSeparatorClassName, className)}
      {...props}
    />
  );
}
