import sanitize from 'sanitize-html';

/*
 * Message HTML as it is stored (spec 002 §2: the inbox shows a message as HTML), cleaned by the
 * sanitize-html library (ADR 0009). An allow-list: formatting tags only, no attributes but a
 * link's absolute http(s) or mailto href, everything else dropped. Text is re-escaped, so what
 * is not an allowed tag can never become markup.
 */

/** Tags kept (without attributes). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'span',
  'div',
  'hr',
];

/** Tags dropped with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'select',
];

/** The schemes a link may use. */
const LINK_SCHEMES = ['http', 'https', 'mailto'];

/**
 * An absolute URL whose scheme is allowed, as a browser reads it: the URL parser drops the tabs,
 * newlines and leading controls a scheme may hide behind ('java\tscript:'). Relative links are
 * not kept: a message is shown away from the page it was written on.
 */
function isLink(href: string | undefined): href is string {
  if (href === undefined || !URL.canParse(href)) return false;
  return LINK_SCHEMES.includes(new URL(href).protocol.slice(0, -1));
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  // The library's own scheme check, kept as a second guard behind isLink.
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // A kept link opens beside the app and tells the other site nothing; any other <a> is bare.
    a: (tagName, attribs): sanitize.Tag => ({
      tagName,
      attribs: isLink(attribs.href)
        ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' }
        : {},
    }),
  },
};

/** Message HTML reduced to the allow-list. */
export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS);
}
