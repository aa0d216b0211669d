/// <reference types="vite/client" />
import themeCss from '../../../packages/ui/src/theme.css?raw';

/**
 * Strata's design tokens, read from their one source (packages/ui/src/theme.css, published as
 * `@strata/ui/theme.css`) when Storybook loads, so the foundations pages cannot drift from what
 * the components draw. Names are Tailwind 4 theme variables (`--color-primary`, `--text-sm`,
 * `--radius-md`, `--shadow-card`, `--spacing-chat`).
 */

/** One token: its theme variable and value. */
export type Token = { name: string; value: string };

/** The variables declared in a stylesheet's `@theme` block, in their order. */
function fromCss(css: string): Token[] {
  const theme = /@theme[^{]*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const withoutComments = theme.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({
    name: name!,
    value: value!.trim(),
  }));
}

/** Every token, in the order its source lists them. */
export const tokens: readonly Token[] = fromCss(themeCss);

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
