import type { Toast, ToastTone } from '@strata/domain';
import { cva } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { useLabels } from '../labels/labels';
import { cn } from '../lib/cn';

/** Labels of the toast stack. */
export type ToastStackLabels = {
  /** Names the toasts' landmark. */
  region: string;
  /** The hidden name of each toast's × button. */
  dismiss: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    toastStack: ToastStackLabels;
  }
}

const defaultLabels: ToastStackLabels = { region: 'Notifications', dismiss: 'Dismiss' };

/** Every toast tone. */
export const toastToneOptions = [
  'success',
  'error',
  'info',
] as const satisfies readonly ToastTone[];

/** A toast's classes for a tone. */
export const toastVariants = cva(
  'pointer-events-auto flex items-start gap-3 rounded-lg p-3 pl-4 text-sm shadow-popover [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        success: 'bg-success text-success-foreground',
        error: 'bg-destructive text-destructive-foreground',
        info: 'bg-info text-info-foreground',
      } satisfies Record<(typeof toastToneOptions)[number], string>,
    },
    defaultVariants: { tone: 'info' },
  },
);

const icons: Record<ToastTone, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
};

export type ToastStackProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The visible toasts, oldest first (from `useToastQueue`). */
  toasts: readonly Toast[];
  /** Called with a toast's id when the user dismisses it. */
  onDismiss: (id: string) => void;
  /** The user's "hide toasts" preference: when set, nothing renders. */
  hidden?: boolean;
  /** Overrides of the English labels. */
  labels?: Partial<ToastStackLabels>;
};

/**
 * The visible toasts, centred at the top (at the bottom on a phone, under the thumb and clear of
 * the header's buttons), so they cover neither a page's actions at the right nor a chat window at
 * the bottom right. Each is a polite live status (errors are alerts) with a dismiss
 * button beside, not inside, the announced text.
 */
export function ToastStack({
  toasts,
  onDismiss,
  hidden = false,
  labels,
  className,
  ...props
}: ToastStackProps) {
  const l = useLabels('toastStack', defaultLabels, labels);
  if (hidden || toasts.length === 0) return null;
  return (
    <section
      data-slot="toast-stack"
      aria-label={l.region}
      className={cn(
        'pointer-events-none fixed inset-x-4 bottom-4 z-[60] mx-auto max-w-sm sm:top-4 sm:bottom-auto',
        className,
      )}
      {...props}
    >
      <ol className="flex flex-col gap-2">
        {toasts.map((toast) => {
          const Icon = icons[toast.tone];
          return (
            <li
              key={toast.id}
              data-slot="toast"
              data-tone={toast.tone}
              className={toastVariants({ tone: toast.tone })}
            >
              <Icon aria-hidden className="mt-1" />
              <div
                role={toast.tone === 'error' ? 'alert' : 'status'}
                aria-live={toast.tone === 'error' ? 'assertive' : 'polite'}
                aria-atomic="true"
                className="min-w-0 flex-1 py-0.5 break-words"
              >
                {toast.message}
              </div>
              <button
                type="button"
                data-slot="toast-dismiss"
                onClick={() => onDismiss(toast.id)}
                className="inline-flex size-6 items-center justify-center rounded-md opacity-90 outline-none hover:bg-black/15 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current"
              >
                <X aria-hidden />
                <span className="sr-only">{l.dismiss}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
