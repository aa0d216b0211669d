import type * as React from 'react';
import { rootVariable, tokensOf } from './design-tokens';

/** The WCAG 2.1 relative luminance of a #rrggbb colour, or null for any other notation. */
function luminance(hex: string): number | null {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (match === null) return null;
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two #rrggbb colours (WCAG 2.1 §1.4.3), or null. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Docs blocks draw outside Storybook's docs typography. */
function Block({ children, ...props }: React.ComponentProps<'div'>) {
  return (
    <div className="sb-unstyled my-6 font-sans text-sm text-foreground" {...props}>
      {children}
    </div>
  );
}

function Code({ children }: { children: React.ReactNode }) {
  return <code className="font-mono text-xs text-muted-foreground">{children}</code>;
}

/**
 * Every colour token, each `x` with its `x-foreground` as text on the colour and the pair's
 * contrast ratio, and the colours without a pair as swatches.
 */
export function ColourPalette() {
  const colours = tokensOf('color');
  const byName = new Map(colours.map((token) => [token.name, token.value]));
  // `background` is paired with `foreground`; every other `x` with `x-foreground`.
  const foregroundOf = (name: string) =>
    name === 'background' ? 'foreground' : `${name}-foreground`;
  const paired = colours.filter((token) => byName.has(foregroundOf(token.name)));
  const single = colours.filter(
    (token) =>
      !paired.some((pair) => pair.name === token.name || foregroundOf(pair.name) === token.name),
  );
  return (
    <Block>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-4">
        {paired.map((token) => {
          const foreground = byName.get(foregroundOf(token.name))!;
          const ratio = contrastRatio(token.value, foreground);
          return (
            <li key={token.name} className="overflow-hidden rounded-lg border shadow-card">
              <div
                className="flex h-20 items-end p-3 text-base font-semibold"
                style={{ backgroundColor: token.value, color: foreground }}
              >
                Aa {token.name}
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 p-3">
                <dt>
                  <Code>--color-{token.name}</Code>
                </dt>
                <dd className="text-right tabular-nums">{token.value}</dd>
                <dt>
                  <Code>--color-{foregroundOf(token.name)}</Code>
                </dt>
                <dd className="text-right tabular-nums">{foreground}</dd>
                {ratio !== null && (
                  <>
                    <dt>Contrast</dt>
                    <dd className="text-right tabular-nums">
                      {ratio.toFixed(2)}:1 {ratio >= 4.5 ? '(AA)' : '(below AA for text)'}
                    </dd>
                  </>
                )}
              </dl>
            </li>
          );
        })}
        {single.map((token) => (
          <li key={token.name} className="overflow-hidden rounded-lg border shadow-card">
            <div className="h-20 border-b" style={{ backgroundColor: token.value }} />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 p-3">
              <dt>
                <Code>--color-{token.name}</Code>
              </dt>
              <dd className="text-right tabular-nums">{token.value}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** The type scale: each size with its line height, drawn in Strata's sans font. */
export function TypeScale({ sample = 'Unit A-12-03 · Payment received' }: { sample?: string }) {
  const text = tokensOf('text');
  const sizes = text.filter((token) => !token.name.includes('--'));
  const lineHeight = (name: string) =>
    text.find((token) => token.name === `${name}--line-height`)?.value;
  return (
    <Block>
      <table className="w-full border-collapse text-left">
        <thead className="border-b text-muted-foreground">
          <tr>
            <th className="py-2 pr-4 font-semibold">Token</th>
            <th className="py-2 pr-4 font-semibold">Size / line height</th>
            <th className="py-2 font-semibold">Sample</th>
          </tr>
        </thead>
        <tbody>
          {sizes.map((token) => (
            <tr key={token.name} className="border-b last:border-b-0">
              <td className="py-3 pr-4 align-top">
                <Code>text-{token.name}</Code>
              </td>
              <td className="py-3 pr-4 align-top tabular-nums">
                {token.value} / {lineHeight(token.name) ?? 'normal'}
              </td>
              <td
                className="py-3"
                style={{ fontSize: token.value, lineHeight: lineHeight(token.name) }}
              >
                {sample}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Block>
  );
}

/** The font families and the weights the components use, read from the stylesheet. */
export function FontFamilies() {
  const weights = ['normal', 'medium', 'semibold', 'bold']
    .map((name) => ({ name, value: rootVariable(`--font-weight-${name}`) }))
    .filter((weight) => weight.value !== '');
  return (
    <Block>
      <ul className="flex flex-col gap-4">
        {tokensOf('font').map((token) => (
          <li key={token.name} className="rounded-lg border p-4">
            <p className="text-2xl" style={{ fontFamily: token.value }}>
              {token.name === 'mono' ? 'GET /api/units?page=2 → 200' : 'Strata Residences'}
            </p>
            <p className="mt-2">
              <Code>
                --font-{token.name}: {token.value}
              </Code>
            </p>
          </li>
        ))}
      </ul>
      <ul className="mt-4 flex flex-wrap gap-6">
        {weights.map((weight) => (
          <li key={weight.name} className="text-lg" style={{ fontWeight: weight.value }}>
            {weight.name} <Code>{weight.value}</Code>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** Steps of Tailwind's spacing scale the components use. */
const spacingSteps = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16] as const;

function SpacingRow({ label, value, width }: { label: string; value: string; width: string }) {
  return (
    <tr className="border-b last:border-b-0">
      <td className="py-2 pr-4 whitespace-nowrap">
        <Code>{label}</Code>
      </td>
      <td className="py-2 pr-4 whitespace-nowrap tabular-nums">{value}</td>
      <td className="w-full py-2">
        <div className="h-3 max-w-full rounded-sm bg-primary" style={{ width }} />
      </td>
    </tr>
  );
}

/** The spacing scale (multiples of `--spacing`, read from the document) and the named spacings. */
export function SpacingScale() {
  const unit = rootVariable('--spacing');
  const rem = Number.parseFloat(unit);
  return (
    <Block>
      <p className="mb-3">
        One step is <Code>--spacing: {unit || '(not on :root)'}</Code>: <Code>p-4</Code> pads by
        four steps, <Code>gap-2</Code> leaves two.
      </p>
      <table className="w-full border-collapse text-left">
        <tbody>
          {spacingSteps.map((step) => (
            <SpacingRow
              key={step}
              label={String(step)}
              value={Number.isNaN(rem) ? '' : `${rem * step * 16} px`}
              width={`calc(var(--spacing) * ${step})`}
            />
          ))}
          {tokensOf('spacing').map((token) => (
            <SpacingRow
              key={token.name}
              label={token.name}
              value={token.value}
              width={token.value}
            />
          ))}
        </tbody>
      </table>
    </Block>
  );
}

/** The corner radii, each drawn on a card. */
export function RadiusScale() {
  return (
    <Block>
      <ul className="flex flex-wrap gap-6">
        {tokensOf('radius').map((token) => (
          <li key={token.name} className="flex flex-col items-center gap-2">
            <div
              className="size-24 border-2 border-primary bg-accent"
              style={{ borderRadius: token.value }}
            />
            <Code>rounded-{token.name}</Code>
            <span className="tabular-nums">{token.value}</span>
          </li>
        ))}
      </ul>
    </Block>
  );
}

/** The elevations, each drawn on a card. */
export function ShadowScale() {
  return (
    <Block>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-8 p-2">
        {tokensOf('shadow').map((token) => (
          <li key={token.name} className="flex flex-col gap-3">
            <div className="h-24 rounded-lg bg-card" style={{ boxShadow: token.value }} />
            <Code>shadow-{token.name}</Code>
            <span className="text-xs text-muted-foreground">{token.value}</span>
          </li>
        ))}
      </ul>
    </Block>
  );
}
