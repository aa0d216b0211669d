import { cva, type VariantProps } from 'class-variance-authority';
import { Check } from 'lucide-react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';

/** Every menu item tone: `destructive` for actions that delete or end something. */
export const menuItemVariantOptions = ['default', 'destructive'] as const;

/** The floating panel of a dropdown or context menu. No enter animation: screenshots stay stable. */
export const menuContentClassName =
  'z-50 min-w-44 overflow-hidden rounded-md border bg-card p-1 text-card-foreground shadow-popover';

/** A menu item's classes for a tone; the highlighted item is styled from `data-highlighted`. */
export const menuItemVariants = cva(
  [
    'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none',
    'data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        default: 'data-[highlighted]:bg-muted [&_svg]:text-muted-foreground',
        destructive:
          'text-destructive data-[highlighted]:bg-destructive/10 [&_svg]:text-destructive',
      } satisfies Record<(typeof menuItemVariantOptions)[number], string>,
    },
    defaultVariants: { variant: 'default' },
  },
);

/** The heading of a group of items. */
export const menuLabelClassName = 'px-2 py-1.5 text-xs font-semibold text-muted-foreground';

/** The rule between groups of items. */
export const menuSeparatorClassName = '-mx-1 my-1 h-px bg-border';

/** A menu opened from a button: `open`/`defaultOpen`/`onOpenChange` as Radix's Root. */
export function DropdownMenu({
  modal = false,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  // Not modal by default: a modal menu hides the page with aria-hidden while its trigger stays
  // focusable there, which axe reports (aria-hidden-focus). Focus still moves into the menu.
  return <DropdownMenuPrimitive.Root modal={modal} {...props} />;
}

/** The button that opens the menu; usually `asChild` around a `Button`. */
export function DropdownMenuTrigger(
  props: React.ComponentProps<typeof DropdownMenuPrimitive.Trigger>,
) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

/** The menu's floating panel, portalled to the body. */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'start',
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(menuContentClassName, className)}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export type DropdownMenuItemProps = React.ComponentProps<typeof DropdownMenuPrimitive.Item> &
  VariantProps<typeof menuItemVariants>;

/** One action; `onSelect` runs it. `asChild` makes it a link. */
export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: DropdownMenuItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(menuItemVariants({ variant }), className)}
      {...props}
    />
  );
}

/** Items that belong together. */
export function DropdownMenuGroup(props: React.ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

/** A group's heading. */
export function DropdownMenuLabel({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn(menuLabelClassName, className)}
      {...props}
    />
  );
}

/** A rule between groups. */
export function DropdownMenuSeparator({
  className,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn(menuSeparatorClassName, className)}
      {...props}
    />
  );
}

/** Items of which one is chosen (`value`/`onValueChange`), such as the interface language. */
export function DropdownMenuRadioGroup(
  props: React.ComponentProps<typeof DropdownMenuPrimitive.RadioGroup>,
) {
  return <DropdownMenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

/** One choice of a radio group; the chosen one shows a check and `aria-checked`. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(menuItemVariants(), 'pl-8', className)}
      {...props}
    >
      <span className="absolute left-2 inline-flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <Check aria-hidden />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}
