import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { sourceStringWords } from '../../test/source-class-tokens';
import { cn } from './cn';

/** A word is a Tailwind class when the full default config merges two copies of it into one. */
const isTailwindClass = (word: string) => twMerge(`${word} ${word}`) === word;

/** The class without its variants (`md:hover:px-2` → `px-2`); colons inside `[…]` are kept. */
function withoutVariants(className: string): string {
  let depth = 0;
  let start = 0;
  for (const [index, char] of [...className].entries()) {
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) start = index + 1;
  }
  return className.slice(start);
}

/** Every ordered pair where `cn` and the full `twMerge` disagree, as `a + b → cn | twMerge`. */
function disagreements(classes: readonly string[]): string[] {
  const found: string[] = [];
  for (const a of classes) {
    for (const b of classes) {
      const ours = cn(a, b);
      const full = twMerge(`${a} ${b}`);
      if (ours !== full) found.push(`${a} + ${b} → ${ours} | ${full}`);
    }
  }
  return found;
}

const sourceClasses = sourceStringWords().filter(isTailwindClass);
const baseClasses = [...new Set(sourceClasses.map(withoutVariants))].filter(isTailwindClass);

/**
 * Classes of groups kept only because they share a prefix with a kept color or font-family group,
 * which would otherwise claim them (`bg-cover` read as a background color).
 */
const prefixNeighbours = [
  'bg-fixed',
  'bg-clip-text',
  'bg-origin-border',
  'bg-center',
  'bg-repeat-x',
  'bg-cover',
  'bg-linear-to-r',
  'bg-blend-multiply',
  'border-x-2',
  'border-y',
  'border-r-4',
  'border-l',
  'border-x-primary',
  'border-b-input',
  'border-spacing-x-2',
  'ring-offset-background',
  'text-balance',
  'text-shadow-sm',
  'text-shadow-primary',
  'font-stretch-75%',
  'font-features-["smcp"]',
  'stroke-2',
];

/** Classes of groups that are not in the Strata config (the full twMerge would merge each pair). */
const outsideClasses = [
  'aspect-video',
  'blur-sm',
  'grid-rows-2',
  'skew-x-3',
  'columns-2',
  'outline-offset-2',
  'outline-primary',
  'decoration-wavy',
  'divide-border',
  'inset-shadow-sm',
  'me-2',
  'scale-95',
  'duration-200',
];

describe('the class scanner', () => {
  it('given the ui and app sources, when scanned, then it finds their Tailwind classes', () => {
    expect(sourceClasses.length).toBeGreaterThan(450);
    expect(sourceClasses).toEqual(
      expect.arrayContaining([
        'inline-flex',
        'hover:bg-primary-hover',
        'focus-visible:ring-2',
        '[&_svg]:size-4',
        'data-[state=checked]:bg-primary',
        'sm:grid-cols-2',
        'text-sm',
        'max-h-[calc(100dvh-2rem)]',
        'tabular-nums',
      ]),
    );
  });
});

/**
 * Each all-pairs test runs ~300,000 merges: under 2 s alone, but several times that on the shared
 * two-core machine, past vitest's default 5 s.
 */
const allPairsTimeout = 30_000;

describe('cn', () => {
  it(
    'given any two classes as the sources write them, when merged, then it agrees with the full twMerge',
    () => {
      expect(disagreements(sourceClasses)).toEqual([]);
    },
    allPairsTimeout,
  );

  it(
    'given any two source classes without their variants, when merged, then it agrees with the full twMerge',
    () => {
      expect(disagreements(baseClasses)).toEqual([]);
    },
    allPairsTimeout,
  );
});

describe('cn with variants', () => {
  it.each(['hover', 'md', 'data-[state=open]'])(
    'given any two source classes under %s:, when merged, then it agrees with the full twMerge',
    (variant) => {
      expect(disagreements(baseClasses.map((base) => `${variant}:${base}`))).toEqual([]);
    },
    allPairsTimeout,
  );

  it.each(getDefaultConfig().orderSensitiveModifiers)(
    'given %s: stacked with hover: in either order, when merged, then it agrees with the full twMerge',
    (modifier) => {
      const a = `${modifier}:hover:px-2`;
      const b = `hover:${modifier}:px-4`;
      expect(cn(a, b)).toBe(twMerge(a, b));
    },
  );
});

describe('cn next to the kept groups', () => {
  it('given a class that shares a prefix with a kept color group, when merged with any source class, then it agrees with the full twMerge', () => {
    const found = prefixNeighbours.flatMap((neighbour) =>
      [...sourceClasses, ...baseClasses].flatMap((source) =>
        [
          [neighbour, source],
          [source, neighbour],
          [neighbour, neighbour],
        ].filter(([a, b]) => cn(a, b) !== twMerge(a, b)),
      ),
    );
    expect(found).toEqual([]);
  });

  it('given a class of a group outside the config, when merged with any source class, then both are kept as given', () => {
    const found = outsideClasses.flatMap((outside) =>
      sourceClasses.flatMap((source) =>
        [
          [outside, source],
          [source, outside],
        ].filter(([a, b]) => cn(a, b) !== `${a} ${b}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('given two classes of one group outside the config, when merged, then both are kept', () => {
    expect(cn('aspect-square', 'aspect-video')).toBe('aspect-square aspect-video');
  });
});
