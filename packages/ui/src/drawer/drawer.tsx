import { cva, type VariantProps } from 'class-variance-authority';
import { Dialog } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { overlayClassName } from '../modal/modal';

/** The edges a drawer slides in from. */
export const drawerSideOptions = ['left', 'right'] as const;

/** The drawer panel's classes for a side. No enter animation: screenshots stay stable. */
export const drawerVariants = cva(
  'fixed inset-y-0 z-50 flex h-dvh w-72 max-w-[calc(100%-3rem)] flex-col shadow-modal outline-none',
  {
    variants: {
      side: { left: 'left-0', right: 'right-0' } satisfies Record<
        (typeof drawerSideOptions)[number],
        string
      >,
    },
    defaultVariants: { side: 'left' },
  },
);

export type DrawerProps = Omit<React.ComponentProps<typeof Dialog.Content>, 'title'> &
  VariantProps<typeof drawerVariants> & {
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
    /** The drawer's accessible name (not shown). */
    title: string;
  };

/**
 * A panel over the page from one edge (the phone's menu): focus stays inside while it is open,
 * and Escape or a tap on the dimmed page closes it (Radix Dialog underneath).
 */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  title,
  side = 'left',
  className,
  children,
  ...props
}: DrawerProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="drawer-overlay" className={overlayClassName} />
        <Dialog.Content
          data-slot="drawer"
          data-side={side}
          aria-describedby={undefined}
          className={cn(drawerVariants({ side }), className)}
          {...props}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
