/// <reference types="vite/client" />
/**
 * Strata's design tokens, read from their one source when Storybook loads, so the foundations
 * pages cannot drift from what the components draw. Names are Tailwind 4 theme variables
 * (`--color-primary`, `--text-sm`, `--radius-md`, `--shadow-card`, `--spacing-chat`).
 *
 * The tokens are in tailwind.config.ts today and are moving to packages/ui/src/theme.css (theme
 * variables, published as `@strata/ui/theme.css`); whichever of the two exists is read.
 */

/** One token: its theme variable and value. */
export type Token = { name: string; value: string };

type TailwindTheme = {
  colors?: Record<string, string>;
  fontFamily?: Record<string, readonly string[]>;
  fontSize?: Record<string, readonly [string, { lineHeight: string }]>;
  borderRadius?: Record<string, string>;
  spacing?: Record<string, string>;
  boxShadow?: Record<string, string>;
  screens?: Record<string, string>;
};

const configs = import.meta.glob<{ default: { theme: { extend: TailwindTheme } } }>(
  '../../../tailwind.config.ts',
  { eager: true },
);
const themeCss = import.meta.glob<string>('../../../packages/ui/src/theme.css', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The variables a Tailwind 4 config's theme stands for, in its order. */
function fromConfig(theme: TailwindTheme): Token[] {
  const groups: [string, Record<string, unknown> | undefined][] = [
    ['color', theme.colors],
    ['font', theme.fontFamily],
    ['radius', theme.borderRadius],
    ['spacing', theme.spacing],
    ['shadow', theme.boxShadow],
    ['breakpoint', theme.screens],
  ];
  const tokens: Token[] = [];
  for (const [prefix, group] of groups) {
    for (const [key, value] of Object.entries(group ?? {})) {
      tokens.push({
        name: `--${prefix}-${key}`,
        value: Array.isArray(value) ? value.join(', ') : String(value),
      });
    }
  }
  for (const [key, [size, { lineHeight }]] of Object.entries(theme.fontSize ?? {})) {
    tokens.push({ name: `--text-${key}`, value: size });
    tokens.push({ name: `--text-${key}--line-height`, value: lineHeight });
  }
  return tokens;
}

/** The variables declared in a stylesheet's `@theme` block, in their order. */
function fromCss(css: string): Token[] {
  const theme = /@theme[^{]*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const withoutComments = theme.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({
    name: name!,
    value: value!.trim(),
  }));
}

function readTokens(): Token[] {
  const css = Object.values(themeCss)[0];
  if (css !== undefined) return fromCss(css);
  const config = Object.values(configs)[0];
  if (config !== undefined) return fromConfig(config.default.theme.extend);
  throw new Error('No design tokens: neither tailwind.config.ts nor packages/ui/src/theme.css.');
}

/** Every token, in the order its source lists them. */
export const tokens: readonly Token[] = readTokens();

/** The tokens whose variable starts with `--<prefix>-`, named without it. */
export function tokensOf(prefix: string): Token[] {
  return tokens
    .filter((token) => token.name.startsWith(`--${prefix}-`))
    .map((token) => ({ ...token, name: token.name.slice(prefix.length + 3) }));
}

/**
 * A variable Tailwind itself puts on :root (`--spacing`, `--font-weight-medium`), read from the
 * document as drawn.
 */
export function rootVariable(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}
