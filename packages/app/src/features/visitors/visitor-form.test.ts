import { describe, expect, it } from 'vitest';
import {
  todayInMalaysia,
  visitorDraftErrors,
  visitorFormDraft,
  visitorPayload,
  withDefaultEnd,
} from './visitor-form';

const today = '2026-11-02';
const filled = {
  ...visitorFormDraft(today),
  name: 'Aminah',
  contact: '0123456789',
  vehicle_no: 'WXY 1',
};

describe('visitorDraftErrors', () => {
  it('needs a name, and a unit only when staff register', () => {
    expect(visitorDraftErrors({ ...filled, name: '  ' }, today, false)).toEqual({
      name: 'required',
    });
    expect(visitorDraftErrors(filled, today, true)).toEqual({ unit_id: 'select' });
    expect(visitorDraftErrors({ ...filled, unit_id: '4' }, today, true)).toEqual({});
  });

  it('keeps the domain rules: start not before today, end not before start, Over Night end', () => {
    expect(visitorDraftErrors({ ...filled, start_date: '2026-11-01' }, today, false)).toEqual({
      start_date: 'startBeforeToday',
    });
    expect(
      visitorDraftErrors(
        { ...filled, start_date: '2026-11-05', end_date: '2026-11-04' },
        today,
        false,
      ),
    ).toEqual({ end_date: 'endBeforeStart' });
    expect(visitorDraftErrors({ ...filled, type: 'Over Night' }, today, false)).toEqual({
      end_date: 'required',
    });
  });
});

describe('withDefaultEnd', () => {
  it('gives Over Night the next day when it has no end or one before the start', () => {
    expect(withDefaultEnd({ ...filled, type: 'Over Night' }).end_date).toBe('2026-11-03');
    expect(
      withDefaultEnd({
        ...filled,
        type: 'Over Night',
        start_date: '2026-11-09',
        end_date: '2026-11-03',
      }).end_date,
    ).toBe('2026-11-10');
    expect(withDefaultEnd({ ...filled, type: 'Over Night', end_date: '2026-11-06' }).end_date).toBe(
      '2026-11-06',
    );
    expect(withDefaultEnd({ ...filled, type: 'Visit' }).end_date).toBe('');
  });
});

describe('visitorPayload', () => {
  it('trims, sends no end as null and the chosen unit as a number', () => {
    expect(visitorPayload({ ...filled, name: ' Aminah ', unit_id: '12' })).toEqual({
      name: 'Aminah',
      contact: '0123456789',
      vehicle_no: 'WXY 1',
      type: 'Visit',
      start_date: today,
      end_date: null,
      unit_id: 12,
    });
    expect(visitorPayload(filled).unit_id).toBeUndefined();
  });
});

describe('todayInMalaysia', () => {
  it("reads the date on Malaysia's clock (UTC+8)", () => {
    expect(todayInMalaysia(new Date('2026-11-01T16:30:00Z'))).toBe('2026-11-02');
    expect(todayInMalaysia(new Date('2026-11-01T15:30:00Z'))).toBe('2026-11-01');
  });
});
