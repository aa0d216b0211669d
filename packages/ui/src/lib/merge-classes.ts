/**
 * Strata's own Tailwind class merger, behind `cn`: a later class wins over an earlier class of the
 * same conflict group under the same variants (`px-2 px-4` → `px-4`), and over the narrower groups
 * it covers (`px-2 p-4` → `p-4`, while `p-4 px-2` keeps both), exactly as tailwind-merge 3.7's
 * `twMerge` does for the classes Strata's sources use.
 *
 * It exists for size (ADR 0004): tailwind-merge with a trimmed config cost the login route's entry
 * chunk ~5.3 kB gzip; this module is a few tables and one loop (~1.8 kB). It knows only the class groups that
 * packages/ui and packages/app use, and reads values with Strata's theme in mind
 * (tailwind.config.ts): `text-sm` is a font size, `text-center` an alignment, any other `text-…` a
 * color; `font-medium` a weight, any other `font-…` a family; `border`, `border-2` widths,
 * `border-dashed` a style, any other `border-…` a color; `w-sidebar` a size from Strata's spacing.
 * Where tailwind-merge misreads Strata's theme, it is followed so cn.test.ts can compare the two:
 * Strata's `shadow-card` reads as a shadow color, so it does not replace `shadow-sm`.
 *
 * A class is read as variants (`md:hover:`, sorted as tailwind-merge sorts them, keeping the
 * position of arbitrary and order-sensitive ones like `*:` or `before:`), an important mark (`!`
 * before or after), a negative sign, a root and a value that may be arbitrary (`[…]`), a CSS
 * variable (`(…)`) or carry a postfix (`/50`, `text-sm/6`); `[prop:value]` is its own group per
 * property. A class it does not recognise — another group, another library's class, a typo — is
 * kept as given and drops nothing, so two classes of an unknown group are both kept.
 *
 * To extend it: add the class's root to `roots` with how it reads its value (or the whole class to
 * `keywords`); box sides (`pt`, `border-x`, `rounded-tl`, `top`) cover each other by their names
 * (`sideCoverers`), other overlaps go in `coveredBy`. cn.test.ts compares `cn` with the full
 * `twMerge` on every pair of classes found in the sources, so a new class this module misgroups
 * fails that test until it is taught here.
 */

/** Groups of whole classes, one group per `|`, each named by its first class (`block` is display). */
const keywords = new Map<string, string>();
for (const group of (
  'block inline inline-block inline-flex flex grid table contents hidden|static fixed absolute relative sticky' +
  '|visible invisible collapse|italic not-italic|underline no-underline|uppercase normal-case|truncate' +
  '|sr-only not-sr-only|tabular-nums|table-auto table-fixed|flex-row flex-row-reverse flex-col flex-col-reverse' +
  '|flex-wrap flex-nowrap|text-left text-center text-right text-justify text-start text-end' +
  '|text-wrap text-nowrap text-balance|ring-inset|border-solid border-dashed border-dotted border-none' +
  '|border-collapse border-separate|outline-none outline-dashed|bg-fixed bg-scroll|bg-cover bg-contain' +
  '|bg-repeat bg-no-repeat bg-repeat-x bg-repeat-y|bg-center bg-top bg-bottom bg-left bg-right'
).split('|')) {
  const [name = '', ...others] = group.split(' ');
  for (const className of [name, ...others]) keywords.set(className, name);
}

/**
 * How a root reads its value: readings tried in order, one letter each, and the group is the root
 * plus the letter that accepted. `s`: spacing and sizes (numbers, fractions, keywords, Strata's
 * spacing names); `n`: a width (none, an integer, an arbitrary length); `z`: a named size (`sm`,
 * `2xl`, Strata's `base`, an arbitrary length, with an optional `/…` postfix); `w`: a font weight;
 * `a`: any value; `v`: any value but none (`bg-clip` alone is a color, as in tailwind-merge). So
 * `na` reads `border-2` as a width and any other `border-…` as a color.
 */
const roots: Record<string, string> = {};
for (const entry of (
  's:p px py pt pr pb pl ps pe m mx my mt mr mb ml ms gap gap-x gap-y inset inset-x inset-y top right' +
  ' bottom left start end w h size min-w min-h max-w max-h translate-x translate-y z opacity' +
  ' border-spacing border-spacing-x border-spacing-y' +
  '|na:border border-x border-y border-s border-e border-t border-r border-b border-l ring ring-offset' +
  ' stroke|n:divide-y outline|za:text shadow text-shadow|wa:font' +
  '|v:bg-clip bg-origin bg-blend bg-linear font-features font-stretch' +
  '|a:bg items self justify cursor animate appearance break caption col-span col-start grid-cols list' +
  ' object pointer-events resize select whitespace transition rotate align placeholder accent fill' +
  ' overflow overflow-x overflow-y leading tracking underline-offset line-clamp flex shrink grow' +
  ' rounded rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se' +
  ' rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl'
).split('|')) {
  const [kinds = '', names = ''] = entry.split(':');
  for (const root of names.split(' ')) roots[root] = kinds;
}

const accepts: Record<string, RegExp> = {
  s: /^([\d./]+|px|auto|full|screen|[dsl]?v[hw]|fit|min|max|prose|none|\d*x[sl]|sm|md|lg|chat(-gap)?|sidebar(-collapsed)?|\[.+\]|\(.+\))$/,
  n: /^(\d*|\[(length:.+|[\d.]+[a-z]*)\]|\(length:.+\))$/,
  z: /^(|none|\d*x[sl]|sm|md|lg|base|\[(length:.+|[\d.]+[a-z%]*)\]|\(length:.+\))(\/.+)?$/,
  w: /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/,
  v: /./,
  a: /.?/,
};

/** Groups that a later class of another group also removes, beside box sides (below): `size-4` removes `w-2`. */
const coveredBy: Record<string, string> = {
  ws: 'sizes',
  hs: 'sizes',
  leadinga: 'textz',
  block: 'line-clampa',
  overflowa: 'line-clampa',
  shrinka: 'flexa',
  growa: 'flexa',
};

/**
 * The roots whose classes remove a class of this root, by box side as tailwind-merge has them: `pr`
 * ← `p`, `px`; `border-t` ← `border`, `border-y`; `top` ← `inset`, `inset-y`; `rounded-tl` ←
 * `rounded`, `rounded-t`, `rounded-l`; `rounded-ss` ← `rounded`, `rounded-s`. For roots that are no
 * side (`text` read as `tex` + `t`) the names match no root, so they remove nothing.
 */
function sideCoverers(root: string): string[] {
  const [, family = '', side = ''] = /^(top|right|bottom|left|start|end)$/.test(root)
    ? ['', 'inset-', root.charAt(0)]
    : (/^(.*?-?)([xytrblse]{1,2})$/.exec(root) ?? []);
  if (!side) return [];
  const axis = side[1] ?? ('rlse'.includes(side) ? 'x' : 'tb'.includes(side) ? 'y' : '');
  const edges = ['', axis, /^[tb]./.test(side) ? side.charAt(0) : ''];
  return edges.map((edge) => (edge ? family + edge : family.replace(/-$/, '')));
}

/** Variants whose position relative to other variants changes the selector (as in tailwind-merge). */
const orderSensitive = new Set(
  '* ** after backdrop before details-content file first-letter first-line marker placeholder selection'.split(
    ' ',
  ),
);

/** The class's group: by whole class, then by the longest known root whose reading accepts the value. */
function groupOf(base: string): [root: string, kind: string] | undefined {
  const property = /^\[([^:\]]+):.+\]$/.exec(base);
  if (property) return [`[${property[1]}`, ''];
  const name = base.replace(/^-/, '');
  const keyword = keywords.get(name);
  if (keyword) return [keyword, ''];
  for (let end = name.length; end > 0; end = name.lastIndexOf('-', end - 1)) {
    const root = name.slice(0, end);
    const value = name.slice(end + 1);
    for (const kind of roots[root] ?? '') if (accepts[kind]?.test(value)) return [root, kind];
  }
  return undefined;
}

/** `md:hover:!px-2` → the variant key `hover:md:!:` (order-free variants sorted) and its group, `px` read as spacing. */
function read(className: string): [key: string, group: ReturnType<typeof groupOf>] {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && !depth) {
      variants.push(className.slice(start, index));
      start = index + 1;
    }
  }
  const base = className.slice(start).replace(/^!|!$/, '');
  const important = base.length < className.length - start;
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant[0] === '[' || orderSensitive.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  return [`${sorted.join(':')}${important ? '!' : ''}:`, groupOf(base)];
}

/**
 * Merged lists by their input: components pass the same class strings on every render, and reading
 * a list costs ~20 µs against well under 1 µs to look it up (tailwind-merge keeps such a cache too).
 * The oldest entry goes once it holds {@link CACHE_SIZE}.
 */
const merged = new Map<string, string>();
const CACHE_SIZE = 500;

/** Merges a space-separated class list: later classes win within their conflict groups. */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const result = merge(classList);
  if (merged.size >= CACHE_SIZE) merged.delete(merged.keys().next().value!);
  merged.set(classList, result);
  return result;
}

/** {@link mergeClasses} without its cache. */
function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const className of classList.split(/\s+/).reverse()) {
    if (!className) continue;
    const [key, group] = read(className);
    if (group) {
      const [root, kind] = group;
      const id = root + kind;
      const coverers = [id, ...sideCoverers(root).map((coverer) => coverer + kind)];
      const also = coveredBy[id];
      if (also) coverers.push(also);
      if (coverers.some((coverer) => taken.has(key + coverer))) continue;
      taken.add(key + id);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
