import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const themeCss = readFileSync(path.join(import.meta.dirname, '..', 'theme.css'), 'utf8');

/** The names Strata's theme (theme.css) gives in one namespace: `--spacing-chat` → `chat`. */
function themeNames(namespace: string): string[] {
  return [...themeCss.matchAll(new RegExp(`^\\s*--${namespace}-([\\w-]+):`, 'gm'))]
    .map(([, name]) => name!)
    .filter((name) => !name.includes('--'));
}

describe('cn', () => {
  it('given class names, empty values and lists, when joined, then the set ones are kept in order', () => {
    expect(cn('flex', undefined, null, ['gap-2', { 'text-sm': true, italic: false }])).toBe(
      'flex gap-2 text-sm',
    );
  });

  it('given two classes of one group, when merged, then the later wins', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
  });

  it('given a side then the whole box, when merged, then the whole box removes the side', () => {
    expect(cn('px-2', 'p-4')).toBe('p-4');
  });

  it('given the whole box then a side, when merged, then both are kept', () => {
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
  });

  it('given one group under different variants, when merged, then each variant keeps its own', () => {
    expect(cn('bg-primary hover:bg-primary-hover', 'md:bg-muted')).toBe(
      'bg-primary hover:bg-primary-hover md:bg-muted',
    );
  });

  it('given variants in another order, when merged, then they count as the same variants', () => {
    expect(cn('hover:md:px-2', 'md:hover:px-4')).toBe('md:hover:px-4');
  });

  it('given a class that is not Tailwind, when merged, then it is kept as given', () => {
    expect(cn('my-widget p-2', 'my-widget p-4')).toBe('my-widget my-widget p-4');
  });
});

describe("cn with Strata's theme", () => {
  it('given the theme, when read, then it names spacing, shadows, radii, sizes, colours and fonts', () => {
    expect(themeNames('spacing')).toContain('sidebar');
    expect(themeNames('shadow')).toContain('card');
    expect(themeNames('radius')).toContain('pill');
    expect(themeNames('text')).toEqual(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl']);
    expect(themeNames('color')).toContain('primary-foreground');
    expect(themeNames('font')).toEqual(['sans', 'mono']);
  });

  it.each(themeNames('spacing'))(
    'given w-%s from the spacing scale after w-4, when merged, then it replaces w-4',
    (name) => {
      expect(cn('w-4', `w-${name}`)).toBe(`w-${name}`);
      expect(cn(`w-${name}`, 'w-4')).toBe('w-4');
    },
  );

  it.each(themeNames('shadow'))(
    'given shadow-%s after shadow-sm, when merged, then it replaces the shadow',
    (name) => {
      expect(cn('shadow-sm', `shadow-${name}`)).toBe(`shadow-${name}`);
    },
  );

  it.each(themeNames('radius'))(
    'given rounded-%s after rounded-none, when merged, then it replaces the radius',
    (name) => {
      expect(cn('rounded-none', `rounded-${name}`)).toBe(`rounded-${name}`);
    },
  );

  it.each(themeNames('text'))(
    'given text-%s and a colour, when merged with another size, then the size is replaced and the colour kept',
    (name) => {
      expect(cn('text-lg text-primary', `text-${name}`)).toBe(`text-primary text-${name}`);
    },
  );

  it.each(themeNames('color'))(
    'given text-%s after a size and another colour, when merged, then it replaces only the colour',
    (name) => {
      expect(cn('text-sm text-foreground', `text-${name}`)).toBe(`text-sm text-${name}`);
    },
  );

  it.each(themeNames('font'))(
    'given font-%s after font-medium and another family, when merged, then it replaces only the family',
    (name) => {
      expect(cn('font-medium font-serif', `font-${name}`)).toBe(`font-medium font-${name}`);
    },
  );

  it('given a size and a colour under text- with an alignment, when merged, then all three are kept', () => {
    expect(cn('text-sm text-center text-primary/70')).toBe('text-sm text-center text-primary/70');
  });
});
