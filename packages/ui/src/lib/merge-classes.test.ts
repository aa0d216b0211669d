import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

// cn.test.ts pins agreement with twMerge on the sources' classes; these pin the readings the
// sources do not happen to use yet.

describe('mergeClasses', () => {
  it('given px-2 then p-4, when merged, then p-4 removes px-2', () => {
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
  });

  it('given p-4 then px-2, when merged, then both are kept', () => {
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
  });

  it('given a class it does not know twice, when merged, then both are kept as given', () => {
    expect(mergeClasses('my-widget aspect-video my-widget aspect-square')).toBe(
      'my-widget aspect-video my-widget aspect-square',
    );
  });

  it('given two sizes from Strata spacing, when merged, then the later wins', () => {
    expect(mergeClasses('w-sidebar w-sidebar-collapsed')).toBe('w-sidebar-collapsed');
  });

  it('given text-sm/6 after leading-tight, when merged, then the font size with its line height wins', () => {
    expect(mergeClasses('leading-tight text-sm/6')).toBe('text-sm/6');
  });

  it('given a size, an alignment and a color under text-, when merged, then all three are kept', () => {
    expect(mergeClasses('text-sm text-center text-primary/70')).toBe(
      'text-sm text-center text-primary/70',
    );
  });

  it('given an important class, when merged with the plain one, then both are kept', () => {
    expect(mergeClasses('!p-2 p-4 p-1!')).toBe('p-4 p-1!');
  });

  it('given a negative margin then a positive one, when merged, then the later wins', () => {
    expect(mergeClasses('-mt-2 mt-4')).toBe('mt-4');
  });

  it('given variants in another order, when merged, then they count as the same variants', () => {
    expect(mergeClasses('hover:md:px-2 md:hover:px-4')).toBe('md:hover:px-4');
  });

  it('given arbitrary properties, when merged, then the later of one property wins', () => {
    expect(mergeClasses('[contain:size] [mask-type:alpha] [contain:paint]')).toBe(
      '[mask-type:alpha] [contain:paint]',
    );
  });

  it('given rounded corners then a side, when merged, then the side removes only its corners', () => {
    expect(mergeClasses('rounded-tl-sm rounded-br-sm rounded-t-lg')).toBe(
      'rounded-br-sm rounded-t-lg',
    );
  });

  it('given top-2 then inset-y-0, when merged, then the inset removes top', () => {
    expect(mergeClasses('top-2 left-2 inset-y-0')).toBe('left-2 inset-y-0');
  });

  it('given a border width and a border color on one side, when merged with border-2, then only the width goes', () => {
    expect(mergeClasses('border-t-4 border-t-primary border-2')).toBe('border-t-primary border-2');
  });

  it('given more lists than its cache holds, when the first is merged again, then the answer is the same', () => {
    const first = mergeClasses('px-2 p-4 text-sm');
    for (let index = 0; index < 600; index += 1) mergeClasses(`mt-${index} mt-1`);

    expect(mergeClasses('px-2 p-4 text-sm')).toBe(first);
    expect(first).toBe('p-4 text-sm');
    expect(mergeClasses('mt-3 mt-1')).toBe('mt-1');
  });
});
