import { describe, expect, it } from 'vitest';
import { dateInstant, dateParts, formatDate, formatDateTime, formatTime } from './date';

const KL = { timeZone: 'Asia/Kuala_Lumpur' };

describe('formatDate', () => {
  it('given a server date-time string, then it shows the date as written', () => {
    expect(formatDate('2026-11-02 23:59:59')).toBe('2026-11-02');
  });

  it('given a plain yyyy-mm-dd string, then it shows it unchanged', () => {
    expect(formatDate('2026-01-05')).toBe('2026-01-05');
  });

  it('given an instant late on 1 November UTC, then Kuala Lumpur reads 2 November', () => {
    expect(formatDate('2026-11-01T20:00:00Z', KL)).toBe('2026-11-02');
  });

  it('given a Date, then it shows the calendar date in the chosen zone', () => {
    expect(formatDate(new Date('2026-11-02T01:30:00+08:00'), { timeZone: 'UTC' })).toBe(
      '2026-11-01',
    );
  });

  it('given epoch milliseconds, then they are read as an instant', () => {
    expect(formatDate(Date.UTC(2026, 10, 2, 1, 30), KL)).toBe('2026-11-02');
  });

  it('given nothing, then it shows nothing', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('given garbage or an impossible date, then it shows nothing', () => {
    expect(formatDate('soon')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('given a server date-time string, then it shows date and hh:mm as written', () => {
    expect(formatDateTime('2026-11-02 09:05:41')).toBe('2026-11-02 09:05');
  });

  it('given a date-only string, then the time is midnight', () => {
    expect(formatDateTime('2026-11-02')).toBe('2026-11-02 00:00');
  });

  it('given an instant, then it shows the 24-hour time in the chosen zone', () => {
    expect(formatDateTime('2026-11-02T13:30:00Z', KL)).toBe('2026-11-02 21:30');
  });

  it('given an impossible time, then it shows nothing', () => {
    expect(formatDateTime('2026-11-02 24:00')).toBe('');
    expect(formatDateTime('2026-11-02 10:60')).toBe('');
  });

  it('given garbage, then it shows nothing', () => {
    expect(formatDateTime('later')).toBe('');
  });
});

describe('dateParts', () => {
  it('given a wall-clock string with a T, then its parts are read as written', () => {
    expect(dateParts('2026-11-02T09:30')).toEqual({
      year: 2026,
      month: 11,
      day: 2,
      hour: 9,
      minute: 30,
    });
  });
});

describe('formatTime', () => {
  it('given an instant, then it shows the hour and minute in Kuala Lumpur on a 24-hour clock', () => {
    expect(formatTime('2026-11-02T01:30:00.000Z', KL)).toBe('09:30');
    expect(formatTime(Date.UTC(2026, 10, 2, 13, 5), KL)).toBe('21:05');
  });

  it('given a server date-time string, then it shows the time as written', () => {
    expect(formatTime('2026-11-02 09:20:00', KL)).toBe('09:20');
  });

  it('given nothing or garbage, then it shows nothing', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime('soon')).toBe('');
  });
});

describe('dateInstant', () => {
  it('given a server date-time string, then it is that wall clock in Kuala Lumpur', () => {
    expect(dateInstant('2026-11-02 09:20:15', KL)?.toISOString()).toBe('2026-11-02T01:20:15.000Z');
  });

  it('given a wall clock just after midnight, then the instant is the evening before in UTC', () => {
    expect(dateInstant('2026-11-02 00:10', KL)?.toISOString()).toBe('2026-11-01T16:10:00.000Z');
  });

  it('given an instant, then it stays the same instant', () => {
    expect(dateInstant('2026-11-02T01:30:00.000Z', KL)?.toISOString()).toBe(
      '2026-11-02T01:30:00.000Z',
    );
    expect(dateInstant(Date.UTC(2026, 10, 2), KL)?.getTime()).toBe(Date.UTC(2026, 10, 2));
  });

  it('given garbage, then there is no instant', () => {
    expect(dateInstant('soon', KL)).toBeNull();
    expect(dateInstant(undefined, KL)).toBeNull();
  });
});
