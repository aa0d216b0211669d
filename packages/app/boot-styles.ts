import path from 'node:path';
import postcss, { type AtRule, type Container, type Root, type Rule } from 'postcss';
import type { Plugin } from 'vite';
import { isBootSource } from './catalog-parts';
import { SIGNED_IN_STYLES_META } from './src/lib/signed-in-styles';

/** What {@link bootChunks} reads of an output chunk (rolldown's OutputChunk). */
export type ChunkNode = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
  code: string;
};

/**
 * The chunks that can run before sign-in: each entry, the chunks whose facade (the module a
 * dynamic `import()` asks for) is a boot source (catalog-parts.ts's isBootSource: the public
 * features session and visitor-pass, and app/ and lib/ files but the signed-in lib), reached
 * through dynamic imports from boot chunks, and every chunk these import statically.
 * app/signed-in-routes is the one exception: isBootSource counts app/, but that chunk is the
 * signed-in layout and the shell's routes, which load the signed-in stylesheet (app/router.tsx);
 * the screens it loads are not reached. `root` is the app's root, against which facades are
 * matched as `src/…`.
 */
export function bootChunks(chunks: readonly ChunkNode[], root: string): ChunkNode[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isBootFacade = (chunk: ChunkNode) => {
    if (!chunk.facadeModuleId) return false;
    const source = path.relative(root, chunk.facadeModuleId.split('?')[0]!).replaceAll('\\', '/');
    return source !== 'src/app/signed-in-routes.tsx' && isBootSource(source);
  };
  const boot = new Set<ChunkNode>();
  const visit = (chunk: ChunkNode | undefined) => {
    if (!chunk || boot.has(chunk)) return;
    boot.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name));
    for (const name of chunk.dynamicImports) {
      const lazy = byName.get(name);
      if (lazy && isBootFacade(lazy)) visit(lazy);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
  return [...boot];
}

/**
 * The words of compiled code that may be class names: its text split at white space, quotes,
 * braces, template `${` and escaped line breaks (`\n`), which no class of ours contains.
 */
export function codeTokens(code: string): Set<string> {
  return new Set(code.split(/\\[nrt]|\$\{|[\s"'`{}]+/).filter(Boolean));
}

/** A CSS escape (`\:`, `\32 `) as the character it stands for. */
function unescapeCss(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}\s?|[^])/g, (_match, code: string) =>
    /^[0-9a-fA-F]/.test(code) ? String.fromCodePoint(parseInt(code, 16)) : code,
  );
}

/** The characters of a class name in a selector: word characters, non-ASCII, escapes. */
const CLASS_NAME = /^(?:\\[0-9a-fA-F]{1,6}\s?|\\[^]|[\w-]|\P{ASCII})+/u;

/**
 * The class names an element must carry (or have near, as `group` or `peer`) for `selector` to
 * match, unescaped. Attribute brackets and `:not(…)` are skipped: a class in those can be absent.
 */
export function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  for (let index = 0; index < selector.length; index += 1) {
    const char = selector[index];
    if (char === '\\') index += 1;
    else if (char === '[' || selector.startsWith(':not(', index)) index = closing(selector, index);
    else if (char === '.') {
      const name = CLASS_NAME.exec(selector.slice(index + 1))?.[0] ?? '';
      classes.push(unescapeCss(name));
      index += name.length;
    }
  }
  return classes;
}

/** The index of the bracket or parenthesis that closes the one opened at or after `start`. */
function closing(selector: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let index = start; index < selector.length; index += 1) {
    const char = selector[index]!;
    if (char === '\\') index += 1;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '[' || char === '(') depth += 1;
    else if ((char === ']' || char === ')') && --depth === 0) return index;
  }
  return selector.length;
}

/** Top-level `@layer utilities { … }` blocks, where Tailwind writes every utility class. */
function utilityLayers(root: Root): AtRule[] {
  return (root.nodes ?? []).filter(
    (node): node is AtRule =>
      node.type === 'atrule' && node.name === 'layer' && node.params.trim() === 'utilities',
  );
}

/**
 * Property names whose first word differs from a shorthand or logical twin that sets the same
 * value (css-logical §4, css-align §8, css-fonts §2.8, css-text-4 white-space), mapped to one key.
 */
const PROPERTY_GROUP: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  row: 'gap',
  column: 'gap',
  columns: 'gap',
  place: 'align',
  justify: 'align',
  line: 'font',
  white: 'text',
  word: 'overflow',
  // inline-size is the height in a vertical writing mode.
  width: 'size',
  height: 'size',
  inline: 'size',
  block: 'size',
  alignment: 'vertical',
  baseline: 'vertical',
  page: 'break',
};

/**
 * A key shared by every property that can set the same value as `property` (custom properties:
 * the name itself; others: their first word, vendor prefix dropped, through PROPERTY_GROUP). Two
 * declarations with different keys never compete in the cascade; equal keys may (`padding`,
 * `padding-left`): the keys over-approximate. `all` competes with everything.
 */
export function propertyKey(property: string): string {
  if (property.startsWith('--')) return property;
  const name = property.replace(/^-(webkit|moz|ms)-/, '');
  if (/^grid-(row-|column-)?gap$/.test(name)) return 'gap';
  const word = name.split('-')[0]!;
  return PROPERTY_GROUP[word] ?? word;
}

/**
 * The sub-layer of `@layer utilities` that holds slice `index` of the utilities (see
 * {@link splitStyles}).
 */
const sliceLayer = (index: number) => `utilities.s${index.toString(36)}`;

/** Which block of the built stylesheet a copied `@media` / `@supports` block stands for. */
const copied = new WeakMap<AtRule, AtRule>();

/**
 * Appends a copy of `rule` with `selectors` to `target`, inside copies of the `@media` and
 * `@supports` blocks that hold it in `layer` (one copy for consecutive rules of one block).
 */
function appendRule(rule: Rule, selectors: string[], target: AtRule, layer: AtRule): void {
  const blocks: AtRule[] = [];
  for (let parent = rule.parent; parent && parent !== layer; parent = parent.parent) {
    // Tailwind's build writes no nested rules (Lightning CSS lowers them).
    if (parent.type !== 'atrule') throw new Error(`boot-styles: ${rule.selector} is nested`);
    blocks.unshift(parent);
  }
  let container: Container = target;
  for (const block of blocks) {
    const last = container.last;
    if (last?.type === 'atrule' && copied.get(last) === block) container = last;
    else {
      const copy = block.clone({ nodes: [] });
      copied.set(copy, block);
      container.append(copy);
      container = copy;
    }
  }
  const copy = rule.clone();
  copy.selectors = selectors;
  container.append(copy);
}

/**
 * Splits a built stylesheet (issue 17) in two, linked in this order. `boot` keeps everything that
 * is not a utility (theme, base, `@font-face`, `@property`, keyframes) and, of `@layer utilities`,
 * only the selectors whose classes are all in `tokens` (a page built from those tokens matches no
 * other). `signedIn` holds the other selectors of `@layer utilities`.
 *
 * The cascade stays the build's. Utilities of equal specificity that set one property (`px-2`,
 * `sm:px-4`) are decided by their order, and a sheet linked later would put all its rules after
 * boot's. So the utilities are cut, in the build's order, into slices where no boot rule follows
 * another sheet's rule, each slice in a sub-layer of `utilities` (`utilities.s0`, `utilities.s1`…)
 * whose order boot declares where the layer stood: sub-layers order the slices whatever sheet
 * holds them, and within a slice boot's rules came first in the build too. The keys of
 * {@link propertyKey} cut fewer slices: a boot rule starts a new one only when it could compete
 * with a rule of the other sheet already in the slice. Important declarations would reverse the
 * sub-layers' order (css-cascade-5 §6.4), so the build refuses important utilities.
 */
export function splitStyles(
  css: string,
  tokens: ReadonlySet<string>,
): { boot: string; signedIn: string } {
  const root = postcss.parse(css);
  const layers = utilityLayers(root);
  const bootSlices: AtRule[] = [];
  const signedInSlices: AtRule[] = [];
  const slice = (slices: AtRule[], index: number) =>
    (slices[index] ??= postcss.atRule({
      name: 'layer',
      params: sliceLayer(index),
      nodes: [],
      raws: { between: '', after: '' },
    }));
  let index = 0;
  let signedInKeys = new Set<string>();
  for (const layer of layers) {
    layer.walkRules((rule) => {
      const keys: string[] = [];
      rule.each((node) => {
        if (node.type !== 'decl') return;
        if (node.important) throw new Error(`boot-styles: ${rule.selector} is important`);
        keys.push(propertyKey(node.prop));
      });
      const used = rule.selectors.filter((selector) =>
        requiredClasses(selector).every((name) => tokens.has(name)),
      );
      const unused = rule.selectors.filter((selector) => !used.includes(selector));
      const competes =
        signedInKeys.has('all') ||
        keys.some((key) => (key === 'all' ? signedInKeys.size > 0 : signedInKeys.has(key)));
      if (used.length > 0 && competes) {
        index += 1;
        signedInKeys = new Set();
      }
      if (used.length > 0) appendRule(rule, used, slice(bootSlices, index), layer);
      if (unused.length > 0) {
        appendRule(rule, unused, slice(signedInSlices, index), layer);
        for (const key of keys) signedInKeys.add(key);
      }
    });
  }
  const [first, ...others] = layers;
  if (first) {
    const order = Array.from({ length: index + 1 }, (_, slice) => sliceLayer(slice));
    first.replaceWith(
      postcss.atRule({ name: 'layer', params: order.join(',') }),
      ...bootSlices.filter(Boolean),
    );
  }
  for (const layer of others) layer.remove();
  return {
    boot: root.toString(),
    signedIn: signedInSlices
      .filter(Boolean)
      .map((layer) => layer.toString())
      .join(''),
  };
}

/**
 * Splits the production build's stylesheet in two (issue 17: the login route's bytes): a boot
 * sheet, linked from index.html, with only the utilities the boot chunks' code names
 * ({@link bootChunks}, {@link splitStyles}); and the other utilities, which the signed-in layout
 * links before it renders (src/lib/signed-in-styles.ts, named by a meta in index.html).
 * Runs after Vite has written index.html's links; precompress compresses both sheets.
 */
export function bootStyles(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'strata:boot-styles',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (html?.type !== 'asset' || entry?.type !== 'chunk') {
        this.error('boot-styles: the build has no index.html or no entry chunk');
      }
      const sheets = [...(entry.viteMetadata?.importedCss ?? [])];
      const sheet = sheets.length === 1 ? sheets[0]! : '';
      const asset = bundle[sheet];
      if (asset?.type !== 'asset') {
        this.error(
          `boot-styles: expected the entry to import one stylesheet, not ${sheets.length}`,
        );
      }
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const tokens = new Set(
        bootChunks(chunks, root).flatMap((chunk) => [...codeTokens(chunk.code)]),
      );
      const { boot, signedIn } = splitStyles(String(asset.source), tokens);
      const bootFile = this.getFileName(
        this.emitFile({ type: 'asset', name: 'boot.css', source: boot }),
      );
      const signedInFile = this.getFileName(
        this.emitFile({ type: 'asset', name: 'signed-in.css', source: signedIn }),
      );
      delete bundle[sheet];
      entry.viteMetadata?.importedCss.delete(sheet);
      entry.viteMetadata?.importedCss.add(bootFile);
      const page = String(html.source);
      const link = `href="${base}${sheet}"`;
      if (!page.includes(link)) this.error(`boot-styles: index.html does not link ${sheet}`);
      html.source = page
        .replace(link, `href="${base}${bootFile}"`)
        .replace(
          '</head>',
          `  <meta name="${SIGNED_IN_STYLES_META}" content="${base}${signedInFile}">\n  </head>`,
        );
    },
  };
}
