import path from 'node:path';
import postcss, { type AtRule, type Container, type Root } from 'postcss';
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
 * features session and visitor-pass, and app/ and lib/ files but the signed-in ones), reached
 * through dynamic imports from boot chunks, and every chunk these import statically. So the
 * `/d/*` chunk (app/signed-in-routes.tsx) and the screens it loads are not reached. `root` is the
 * app's root, against which facades are matched as `src/…`.
 */
export function bootChunks(chunks: readonly ChunkNode[], root: string): ChunkNode[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isBootFacade = (chunk: ChunkNode) => {
    if (!chunk.facadeModuleId) return false;
    return isBootSource(
      path.relative(root, chunk.facadeModuleId.split('?')[0]!).replaceAll('\\', '/'),
    );
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
 * Splits a built stylesheet (for the login route's budget, ADR 0004) in two, linked in this order. `boot` keeps everything that
 * is not a utility (the layer order, theme, base, `@font-face`, `@property`, keyframes) and, of
 * `@layer utilities`, only the selectors whose classes are all in `tokens` (a page built from those
 * tokens matches no other), in the build's order. `signedIn` is the whole of `@layer utilities`
 * again, boot's utilities included.
 *
 * So the cascade stays the build's. Before sign-in only boot's utilities exist, in the build's
 * order. Once the signed-in sheet is linked, every utility sits in it in the build's order, after
 * all of boot's, in the same layer: a boot copy loses to its own later copy wherever it would win,
 * so specificity and then the build's order decide, as in the one sheet. (Slicing the utilities
 * into ordered sub-layers instead would carry each rule once, but a sub-layer outranks
 * specificity: `group-data-[…]/modal:pr-14` would lose to a later `sm:px-4`.)
 */
export function splitStyles(
  css: string,
  tokens: ReadonlySet<string>,
): { boot: string; signedIn: string } {
  const root = postcss.parse(css);
  const layers = utilityLayers(root);
  const signedIn = layers.map((layer) => layer.toString()).join('');
  for (const layer of layers) {
    layer.walkRules((rule) => {
      const used = rule.selectors.filter((selector) =>
        requiredClasses(selector).every((name) => tokens.has(name)),
      );
      if (used.length === 0) rule.remove();
      else rule.selectors = used;
    });
    removeEmptyBlocks(layer);
  }
  return { boot: root.toString(), signedIn };
}

/** Removes the `@media` / `@supports` blocks left without rules inside `container`. */
function removeEmptyBlocks(container: Container): void {
  container.each((node) => {
    if (node.type !== 'atrule') return;
    removeEmptyBlocks(node);
    if (node.nodes?.length === 0) node.remove();
  });
}

/**
 * Splits the production build's stylesheet in two (ADR 0004: the login route's bytes): a boot
 * sheet, linked from index.html, with only the utilities the boot chunks' code names
 * ({@link bootChunks}, {@link splitStyles}); and all the utilities, which the signed-in layout
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
