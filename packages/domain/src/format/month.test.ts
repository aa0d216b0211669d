import { describe, expect, it } from 'vitest';
import { MONTH_NAMES_EN, formatMonth, formatMonthLabel, monthOf, parseMonth } from './month';

describe('formatMonth', () => {
  it('given November 2026, then the wire value is 2026-11', () => {
    expect(formatMonth({ year: 2026, month: 11 })).toBe('2026-11');
  });

  it('given January, then the month has a leading zero', () => {
    expect(formatMonth({ year: 2027, month: 1 })).toBe('2027-01');
  });

  it('given a month outside 1–12, then there is no value', () => {
    expect(formatMonth({ year: 2026, month: 13 })).toBe('');
    expect(formatMonth({ year: 2026, month: 0 })).toBe('');
  });
});

describe('formatMonthLabel', () => {
  it('given November 2026, then it reads November 2026', () => {
    expect(formatMonthLabel({ year: 2026, month: 11 })).toBe('November 2026');
  });

  it('given Malay month names, then it reads them', () => {
    const malay = [
      'Januari',
      'Februari',
      'Mac',
      'April',
      'Mei',
      'Jun',
      'Julai',
      'Ogos',
      'September',
      'Oktober',
      'November',
      'Disember',
    ];
    expect(formatMonthLabel({ year: 2026, month: 8 }, malay)).toBe('Ogos 2026');
  });

  it('given a names list that is too short, then the English name fills in', () => {
    expect(formatMonthLabel({ year: 2026, month: 12 }, ['Jan'])).toBe('December 2026');
  });

  it('given an impossible month, then it reads nothing', () => {
    expect(formatMonthLabel({ year: 2026.5, month: 3 })).toBe('');
  });

  it('has twelve English names from January to December', () => {
    expect(MONTH_NAMES_EN).toHaveLength(12);
    expect(MONTH_NAMES_EN[0]).toBe('January');
    expect(MONTH_NAMES_EN[11]).toBe('December');
  });
});

describe('parseMonth', () => {
  it('given 2026-11, then it is November 2026', () => {
    expect(parseMonth('2026-11')).toEqual({ year: 2026, month: 11 });
  });

  it('given a month 13 or another format, then it is null', () => {
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('11/2026')).toBeNull();
  });

  it('given any valid month, then formatting and parsing round-trip', () => {
    for (let month = 1; month <= 12; month += 1) {
      expect(parseMonth(formatMonth({ year: 1999, month }))).toEqual({ year: 1999, month });
    }
  });
});

describe('monthOf', () => {
  it('given the stories’ frozen time in Kuala Lumpur, then the month is November 2026', () => {
    expect(monthOf('2026-11-02T09:30:00+08:00', { timeZone: 'Asia/Kuala_Lumpur' })).toEqual({
      year: 2026,
      month: 11,
    });
  });

  it('given garbage, then it is null', () => {
    expect(monthOf('whenever')).toBeNull();
  });
});
