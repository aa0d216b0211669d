import { describe, expect, it } from 'vitest';
import { wireDateTime } from '../src/clock';

/* Times on the wire: 'yyyy-mm-dd HH:mm:ss' in Malaysian time (UTC+8, spec 001 §9). */
describe('wireDateTime', () => {
  it('writes a time in Malaysia, crossing into the next day, month and year at 16:00 UTC', () => {
    expect(wireDateTime(new Date('2026-11-28T05:06:07.890Z'))).toBe('2026-11-28 13:06:07');
    expect(wireDateTime(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
    expect(wireDateTime(new Date('2024-02-28T16:59:59.999Z'))).toBe('2024-02-29 00:59:59');
    expect(wireDateTime(null)).toBeNull();
  });

  it('writes every second of a year of samples as the ISO form in UTC+8 does', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let step = 0; step < 20_000; step += 1) {
      const at = new Date(start + step * 1_577_003);
      const expected = new Date(at.getTime() + 8 * 3_600_000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' ');
      expect(wireDateTime(at)).toBe(expected);
    }
  });

  it('writes years of fewer or more than four digits as the ISO form does', () => {
    expect(wireDateTime(new Date('0999-06-01T00:00:00Z'))).toBe('0999-06-01 08:00:00');
    expect(wireDateTime(new Date(Date.UTC(10_000, 0, 1)))).toBe('+010000-01-01 08:00');
  });
});
