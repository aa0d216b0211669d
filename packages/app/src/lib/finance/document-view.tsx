import { PdfFrame } from '@strata/ui';
import { useCallback, useState } from 'react';

/** A document opened inside the page: its address and the frame's accessible name. */
export type ShownDocument = { url: string; title: string };

/** True on a touch device, where an embedded PDF cannot be read (spec 002 §2). */
export function isTouchDevice(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
}

/**
 * Where a statement or receipt PDF opens (spec 002 §2): inside the page with a back arrow, or a
 * new window on touch devices. `shown` is the document in the page, if any.
 */
export function useDocumentView() {
  const [shown, setShown] = useState<ShownDocument | null>(null);
  const open = useCallback((document: ShownDocument) => {
    if (isTouchDevice()) window.open(document.url, '_blank', 'noopener');
    else setShown(document);
  }, []);
  const close = useCallback(() => setShown(null), []);
  return { shown, open, close };
}

/** The document shown in the page, with the back arrow that returns to the list. */
export function DocumentFrame({
  document,
  onBack,
}: {
  document: ShownDocument;
  onBack: () => void;
}) {
  return (
    <PdfFrame
      title={document.title}
      heading={document.title}
      src={document.url}
      onBack={onBack}
      className="h-[calc(100dvh-12rem)] min-h-[24rem]"
    />
  );
}
