import { describe, expect, it } from 'vitest';
import { scrollOverflow } from './use-scroll-overflow';

describe('scrollOverflow', () => {
  it('given content that fits, hides nothing', () => {
    expect(scrollOverflow({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toBe('none');
  });

  it('given wider content scrolled to the start, hides content past the end', () => {
    expect(scrollOverflow({ scrollLeft: 0, scrollWidth: 600, clientWidth: 300 })).toBe('end');
  });

  it('given wider content scrolled midway, hides content at both edges', () => {
    expect(scrollOverflow({ scrollLeft: 150, scrollWidth: 600, clientWidth: 300 })).toBe('both');
  });

  it('given wider content scrolled to within a pixel of the end, hides content before the start', () => {
    expect(scrollOverflow({ scrollLeft: 299.5, scrollWidth: 600, clientWidth: 300 })).toBe('start');
  });

  it('given a right-to-left row scrolled away from its start, counts the negative offset', () => {
    expect(scrollOverflow({ scrollLeft: -300, scrollWidth: 600, clientWidth: 300 })).toBe('start');
  });
});
