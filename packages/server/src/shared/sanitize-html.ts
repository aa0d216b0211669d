/*
 * Message HTML as it is stored (spec 002 §2: the inbox shows a message as HTML). An allow-list:
 * formatting tags only, no attributes but a link's http(s) or mailto href, everything else
 * dropped. Text is re-escaped, so what is not an allowed tag can never become markup.
 */

/** Tags kept (without attributes). */
const ALLOWED = new Set([
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
]);

/** Tags without content or end tag. */
const VOID = new Set(['br', 'hr']);

/** Tags dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
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
]);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<\/?[a-zA-Z][^>]*>/g;
const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)([\s\S]*?)\/?>$/;

/** Escapes text, keeping well-formed character references. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Decodes the character references an attribute value may hide a scheme behind. */
function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => safeChar(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => safeChar(parseInt(dec, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/gi, '&');
}

function safeChar(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** The href of a link when it is http(s) or mailto, escaped for a double-quoted attribute. */
function safeHref(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (!match) return null;
  const raw = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:').
  const compact = [...raw]
    .filter((character) => {
      const code = character.codePointAt(0)!;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  if (!/^(https?:\/\/|mailto:)/i.test(compact)) return null;
  return compact
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Message HTML reduced to the allow-list. */
export function sanitizeHtml(input: string): string {
  let output = '';
  let last = 0;
  /** The dropped-with-content tag being skipped, if any. */
  let skipping: string | null = null;
  const open: string[] = [];
  for (const match of input.matchAll(TOKEN)) {
    const token = match[0];
    const index = match.index;
    if (!skipping) output += escapeText(input.slice(last, index));
    last = index + token.length;
    const tag = TAG.exec(token);
    if (!tag) continue; // comments, doctype, CDATA, processing instructions
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (skipping) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !token.endsWith('/>')) skipping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) output += `<${name}>`;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close what was left open inside it, so the markup stays balanced.
      while (open.length > at) output += `</${open.pop()}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(tag[3] ?? '');
      output += href ? `<a href="${href}" target="_blank" rel="noopener noreferrer">` : '<a>';
    } else {
      output += `<${name}>`;
    }
    open.push(name);
  }
  if (!skipping) output += escapeText(input.slice(last));
  while (open.length > 0) output += `</${open.pop()}>`;
  return output;
}
