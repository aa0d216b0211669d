import { describe, expect, it } from 'vitest';
import { tenantDraft, tenantDraftErrors } from './tenant-fields';

/** A valid tenant draft, changed by `fields`. */
const draft = (fields: Partial<ReturnType<typeof tenantDraft>> = {}) => ({
  ...tenantDraft(null, [{ id: 7, unit_no: 'A-01-01' }]),
  name: 'Lim Wei',
  ic: '900101-14-5678',
  email: 'lim@example.com',
  contact: '0123456789',
  start_date: '2026-12-01',
  end_date: '2027-11-30',
  ...fields,
});

describe('the tenant form', () => {
  it('given a valid draft, then nothing is refused', () => {
    expect(tenantDraftErrors(draft())).toEqual({});
  });

  it('given an IC or passport of the wrong shape, then it is refused under its field', () => {
    expect(tenantDraftErrors(draft({ ic: '12@#' }))).toEqual({ ic: 'icOrPassport' });
    expect(tenantDraftErrors(draft({ ic: '12' }))).toEqual({ ic: 'icOrPassport' });
  });

  it('given a phone with letters or under six digits, then it says which, with the IC together', () => {
    expect(tenantDraftErrors(draft({ contact: '12ab' }))).toEqual({ contact: 'digitsOnly' });
    expect(tenantDraftErrors(draft({ ic: '12', contact: '123' }))).toEqual({
      ic: 'icOrPassport',
      contact: 'phoneLength',
    });
  });
});
