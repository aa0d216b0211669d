import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The stylesheets @strata/ui publishes (packages/ui/scripts/build-css.mjs), read from dist/ through
// the exports map as a product resolves them.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../packages/ui');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  publishConfig: { exports: Record<'./styles.css' | './theme.css' | './fonts.css', string> };
};
const built = (entry: keyof typeof manifest.publishConfig.exports) =>
  path.join(root, manifest.publishConfig.exports[entry]);

/** The declarations of the last rule whose selector is exactly `selector` (the one that wins). */
function rule(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rules = [...css.matchAll(new RegExp(`(?:^|[\\s}])${escaped}\\s*\\{([^}]*)\\}`, 'g'))];
  return rules.at(-1)?.[1] ?? '';
}

describe('@strata/ui/styles.css as published', () => {
  const css = readFileSync(built('./styles.css'), 'utf8');

  it('given a product without Tailwind, is compiled CSS: no Tailwind directive is left to run', () => {
    expect(css).not.toMatch(
      /@import\s+['"]tailwindcss['"]|@theme|@source|@apply|@config|--theme\(/,
    );
  });

  it('given the components, holds their classes with the tokens as custom properties', () => {
    expect(rule(css, '.bg-primary')).toContain('background-color: var(--color-primary)');
    expect(rule(css, '.rounded-pill')).toContain('border-radius: var(--radius-pill)');
    expect(rule(css, '.shadow-modal')).toContain('--tw-shadow: var(--shadow-modal)');
  });

  it('given a product overriding the brand, every token is declared once on :root to override', () => {
    for (const token of [
      '--color-primary: #0f766e',
      '--color-sidebar-active: #134e4a',
      '--radius-pill: 9999px',
      '--font-sans: "Inter Variable"',
    ]) {
      expect(css).toContain(token);
    }
  });

  it('given Inter, its faces point at woff2 files shipped beside the stylesheet', () => {
    const files = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThanOrEqual(7);
    for (const file of files) {
      expect(file).toMatch(/^\.\/fonts\/inter-[\w-]+\.woff2$/);
      expect(existsSync(path.join(path.dirname(built('./styles.css')), file))).toBe(true);
    }
    expect(readFileSync(built('./fonts.css'), 'utf8')).toContain("font-family: 'Inter Variable'");
  });
});

describe('@strata/ui/theme.css as published', () => {
  it("given a product on Tailwind 4, its build writes the components' classes with Strata's tokens", () => {
    const work = mkdtempSync(path.join(tmpdir(), 'strata-theme-'));
    try {
      const input = path.join(work, 'app.css');
      const tailwind = createRequire(import.meta.url).resolve('tailwindcss/index.css');
      writeFileSync(input, `@import '${tailwind}';\n@import '${built('./theme.css')}';\n`);
      // Tailwind's CLI, as the product's build would run it.
      const cli = path.join(root, 'node_modules', '.bin', 'tailwindcss');
      const out = execFileSync(cli, ['--input', input], { cwd: work, encoding: 'utf8' });
      expect(rule(out, '.bg-primary')).toContain('background-color: var(--color-primary)');
      expect(out).toContain('--color-primary: #0f766e');
      // A class only the built components name (the modal's overlay, the pill's radius).
      expect(rule(out, '.rounded-pill')).toContain('border-radius: var(--radius-pill)');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
