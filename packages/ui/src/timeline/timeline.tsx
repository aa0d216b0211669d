import type * as React from 'react';
import { cn } from '../lib/cn';

/** One timeline entry: who did what, and when. */
export type TimelineItem = {
  /** Stable key of the entry. */
  id: string;
  /** Who did it (a username). */
  actor: React.ReactNode;
  /** When, as the caller formats it for people ('2 hours ago', '02/11/2026 09:30'). */
  time: React.ReactNode;
  /** When, machine-readable (ISO 8601), for the `<time>` element. */
  dateTime?: string;
  /** What happened; leave it out when `actor` already says it in a sentence. */
  text?: React.ReactNode;
};

export type TimelineProps = Omit<React.ComponentProps<'ol'>, 'children'> & {
  /** The entries, newest first as the caller orders them. */
  items: readonly TimelineItem[];
};

/**
 * The recent-activities timeline (spec 000 §6): an ordered list of username, time and action.
 * Renders nothing when there are no entries, as the dashboard shows it only when entries exist.
 */
export function Timeline({ items, className, ...props }: TimelineProps) {
  if (items.length === 0) return null;
  return (
    <ol data-slot="timeline" className={cn('flex flex-col', className)} {...props}>
      {items.map((item) => (
        <li
          key={item.id}
          data-slot="timeline-item"
          className="relative flex gap-3 pb-5 last:pb-0 [&:last-child>[data-slot=timeline-line]]:hidden"
        >
          <span
            data-slot="timeline-line"
            aria-hidden
            className="absolute top-4 bottom-0 left-[5px] w-px bg-border"
          />
          <span
            data-slot="timeline-dot"
            aria-hidden
            className="relative mt-1.5 size-[11px] shrink-0 rounded-pill border-2 border-primary bg-background"
          />
          <div className="flex min-w-0 flex-col gap-0.5 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span data-slot="timeline-actor" className="font-medium text-foreground">
                {item.actor}
              </span>
              <time
                data-slot="timeline-time"
                dateTime={item.dateTime}
                className="text-xs text-muted-foreground"
              >
                {item.time}
              </time>
            </p>
            {item.text ? (
              <p data-slot="timeline-text" className="break-words text-muted-foreground">
                {item.text}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
