import { ArrowLeft } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import type * as React from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { useLabels } from '../labels/labels';

/** Labels of the PDF frame. */
export type PdfFrameLabels = {
  /** The back-arrow button. */
  back: string;
};

declare module '../labels/labels' {
  interface StrataLabels {
    pdfFrame: PdfFrameLabels;
  }
}

const defaultLabels: PdfFrameLabels = { back: 'Back' };

export type PdfFrameProps = Omit<React.ComponentProps<'iframe'>, 'title'> & {
  /** Names the embedded document for assistive technology, e.g. 'Invoice INV-2026-0042'. Required. */
  title: string;
  /** Goes back to where the document was opened from. */
  onBack: () => void;
  /** Shown beside the back arrow, e.g. the document's name. */
  heading?: React.ReactNode;
  /** Overrides of the English labels. */
  labels?: Partial<PdfFrameLabels>;
};

/**
 * A PDF shown inside the page with a back arrow (spec 002 §2: viewing or printing a statement).
 * `className` styles the frame's box; the other props go to the `<iframe>`.
 */
export function PdfFrame({ title, onBack, heading, labels, className, ...props }: PdfFrameProps) {
  const l = useLabels('pdfFrame', defaultLabels, labels);
  return (
    <div
      data-slot="pdf-frame"
      className={cn('flex h-[36rem] flex-col overflow-hidden rounded-lg border bg-card', className)}
    >
      <div data-slot="pdf-frame-toolbar" className="flex items-center gap-2 border-b px-2 py-1.5">
        <Button variant="ghost" size="icon" data-slot="pdf-frame-back" onClick={onBack}>
          <ArrowLeft aria-hidden />
          <VisuallyHidden.Root>{l.back}</VisuallyHidden.Root>
        </Button>
        {heading != null && (
          <span data-slot="pdf-frame-heading" className="truncate text-sm font-medium">
            {heading}
          </span>
        )}
      </div>
      <iframe
        data-slot="pdf-frame-document"
        title={title}
        className="min-h-0 w-full flex-1 border-0 bg-muted"
        {...props}
      />
    </div>
  );
}
