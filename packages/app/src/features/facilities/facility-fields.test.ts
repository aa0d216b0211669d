import { describe, expect, it } from 'vitest';
import { facilityDraft, facilityDraftErrors } from './facility-fields';

/** A valid facility draft, changed by `fields`. */
const draft = (fields: Partial<ReturnType<typeof facilityDraft>> = {}) => ({
  ...facilityDraft(),
  name: 'BBQ Pit',
  capacity: '20',
  ...fields,
});

describe('the facility form', () => {
  it('given a valid draft, then nothing is refused', () => {
    expect(facilityDraftErrors(draft())).toEqual({});
    expect(facilityDraftErrors(draft({ fee: '99999.99', slot_minutes: '15' }))).toEqual({});
  });

  it('given every bound broken at once, then each field says so under itself', () => {
    expect(
      facilityDraftErrors(
        draft({ capacity: '0', slot_minutes: '10', weekly_limit: '101', fee: '-5' }),
      ),
    ).toEqual({
      capacity: 'capacityRange',
      slot_minutes: 'slotMinutesRange',
      weekly_limit: 'weeklyLimitRange',
      fee: 'feeRange',
    });
  });

  it('given a fee of three decimals or above RM 99,999.99, then the fee is refused, not rounded', () => {
    expect(facilityDraftErrors(draft({ fee: '12.345' }))).toEqual({ fee: 'feeRange' });
    expect(facilityDraftErrors(draft({ fee: '100000' }))).toEqual({ fee: 'feeRange' });
  });

  it('given closing before opening, or too soon for one slot, then closing time is refused', () => {
    expect(facilityDraftErrors(draft({ opens: '20:00', closes: '09:00' }))).toEqual({
      closes: 'facilityHours',
    });
    expect(
      facilityDraftErrors(draft({ opens: '08:00', closes: '08:30', slot_minutes: '60' })),
    ).toEqual({ closes: 'facilityHours' });
  });
});
