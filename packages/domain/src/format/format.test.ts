import { describe, expect, it } from 'vitest';
import { formatCounter, formatRM } from './index';

describe('formatCounter', () => {
  it('given a count from 1 to 9, shows the number', () => {
    expect(formatCounter(1)).toBe('1');
    expect(formatCounter(9)).toBe('9');
  });

  it('given a count above 9, shows 9+', () => {
    expect(formatCounter(10)).toBe('9+');
    expect(formatCounter(250)).toBe('9+');
  });

  it('given zero, a negative or a non-number, shows nothing', () => {
    expect(formatCounter(0)).toBe('');
    expect(formatCounter(-3)).toBe('');
    expect(formatCounter(Number.NaN)).toBe('');
  });
});

describe('formatRM', () => {
  it('given a whole amount, shows RM with 2 decimals', () => {
    expect(formatRM(12)).toBe('RM 12.00');
  });

  it('given thousands, groups them with commas', () => {
    expect(formatRM(1234567.5)).toBe('RM 1,234,567.50');
  });

  it('given a numeric string from the wire, formats it the same', () => {
    expect(formatRM('99.9')).toBe('RM 99.90');
  });

  it('given a negative amount, keeps the sign before RM', () => {
    expect(formatRM(-5.25)).toBe('-RM 5.25');
  });

  it('given nothing or garbage, shows zero rather than NaN', () => {
    expect(formatRM(null)).toBe('RM 0.00');
    expect(formatRM(undefined)).toBe('RM 0.00');
    expect(formatRM('abc')).toBe('RM 0.00');
    expect(formatRM(-0.001)).toBe('RM 0.00');
  });
});
