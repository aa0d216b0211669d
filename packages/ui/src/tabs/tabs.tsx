import { cva, type VariantProps } from 'class-variance-authority';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { useCallback } from 'react';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { useScrollOverflow } from './use-scroll-overflow';

/** Every tab list look: `pills` on a muted track, `underline` under a rule. */
export const tabsVariantOptions = ['pills', 'underline'] as const;

/**
 * The tab list's classes for a look. A list wider than its place scrolls sideways, and the edge
 * with more tabs beyond it fades out (`data-overflow`), so a phone shows that there are more.
 */
export const tabsListVariants = cva(
  [
    'relative inline-flex w-fit max-w-full items-center overflow-x-auto [scrollbar-width:thin]',
    'data-[overflow=end]:[mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)]',
    'data-[overflow=start]:[mask-image:linear-gradient(to_left,#000_calc(100%-2.5rem),transparent)]',
    'data-[overflow=both]:[mask-image:linear-gradient(to_right,transparent,#000_2.5rem,#000_calc(100%-2.5rem),transparent)]',
  ],
  {
    variants: {
      variant: {
        pills: 'gap-1 rounded-lg bg-muted p-1',
        underline: 'gap-4 border-b',
      } satisfies Record<(typeof tabsVariantOptions)[number], string>,
    },
    defaultVariants: { variant: 'pills' },
  },
);

/** A tab's classes for a look; the selected one is styled from `data-state="active"`. */
export const tabsTriggerVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 text-sm font-medium whitespace-nowrap text-muted-foreground',
    'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4',
  ],
  {
    variants: {
      variant: {
        pills:
          'h-8 rounded-md px-3 hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-card',
        underline:
          '-mb-px h-10 border-b-2 border-transparent px-1 hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground',
      } satisfies Record<(typeof tabsVariantOptions)[number], string>,
    },
    defaultVariants: { variant: 'pills' },
  },
);

/**
 * Tabs: `value`/`defaultValue`/`onValueChange` as Radix's Root. Arrow keys move between tabs,
 * Home/End jump to the ends.
 */
export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    />
  );
}

export type TabsListProps = React.ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants>;

/**
 * The row of tabs. Give it an `aria-label` when no heading names it. When the tabs do not fit it
 * scrolls, with a faded edge where more tabs are, and shows the selected tab on first sight.
 */
export function TabsList({ className, variant = 'pills', ref, ...props }: TabsListProps) {
  const { ref: scrollRef, overflow } = useScrollOverflow<HTMLDivElement>();
  const setRef = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref, scrollRef],
  );
  return (
    <TabsPrimitive.List
      ref={setRef}
      data-slot="tabs-list"
      data-variant={variant}
      data-overflow={overflow}
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = React.ComponentProps<typeof TabsPrimitive.Trigger> &
  VariantProps<typeof tabsTriggerVariants>;

/** One tab; its `value` matches a `TabsContent`. Use the same `variant` as its list. */
export function TabsTrigger({ className, variant = 'pills', ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-variant={variant}
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The panel shown while its tab is selected. */
export function TabsContent({
  className,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      {...props}
    />
  );
}
