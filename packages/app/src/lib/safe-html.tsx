import { cn } from '@strata/ui';
import DOMPurify from 'dompurify';
import { useMemo, type ComponentProps } from 'react';

// Images in a message are decoration to a screen reader unless they say otherwise, and links
// open beside the app rather than in its place.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Message HTML made safe to show: DOMPurify keeps formatting and drops scripts, event handlers,
 * `javascript:` links and anything else that could run. The server sanitises messages when it
 * stores them; this is the client's own guard, so a message from anywhere stays inert here.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}

export type SafeHtmlProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** The message HTML (spec 002 §2: the inbox shows a message as HTML). */
  html: string;
};

/** Spacing, lists, links and headings inside a message (the reset strips them). */
const MESSAGE_CLASSES = [
  'text-sm leading-relaxed break-words text-foreground',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-5',
  '[&_a]:text-primary [&_a]:underline [&_b]:font-semibold [&_strong]:font-semibold',
  '[&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_blockquote]:border-s-2 [&_blockquote]:ps-3 [&_pre]:whitespace-pre-wrap',
].join(' ');

/** A message's HTML, sanitised by {@link sanitizeHtml}, inside a div. */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      data-slot="safe-html"
      className={cn(MESSAGE_CLASSES, className)}
      {...props}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/**
 * Plain text as message HTML: escaped, with its line breaks kept. The new-announcement form's
 * message is typed as text, so '<script>' typed there reaches the inbox as those characters.
 */
export function textToHtml(text: string): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  return escaped
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
