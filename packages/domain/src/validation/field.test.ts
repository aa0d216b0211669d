import { describe, expect, it } from 'vitest';
import {
  checkField,
  checkFields,
  clampNumber,
  isNumeric,
  isValid,
  keepDigits,
  textOf,
} from './index';

describe('checkField, the generic form check', () => {
  it('given a required text field left blank, asks to complete it', () => {
    expect(checkField({ type: 'text', required: true, value: '   ' })).toBe('required');
  });

  it('given each text-like type left empty, asks to complete it', () => {
    for (const type of ['search', 'url', 'password', 'number', 'date', 'datetime-local'] as const) {
      expect(checkField({ type, required: true, value: '' })).toBe('required');
    }
  });

  it('given a required field shorter than its minimum length, asks to complete it', () => {
    expect(checkField({ type: 'password', required: true, minLength: 6, value: 'abc12' })).toBe(
      'required',
    );
    expect(checkField({ type: 'password', required: true, minLength: 6, value: 'abc123' })).toBe(
      null,
    );
  });

  it('given a required number holding 0, passes', () => {
    expect(checkField({ type: 'number', required: true, value: 0 })).toBeNull();
  });

  it('given an optional blank field, passes', () => {
    expect(checkField({ type: 'text', value: '' })).toBeNull();
    expect(checkField({ type: 'email', required: false, value: 'nope' })).toBeNull();
  });

  it('given a required e-mail without an @ or a dot, asks for a valid address', () => {
    expect(checkField({ type: 'email', required: true, value: 'aminah.example.com' })).toBe(
      'email',
    );
    expect(checkField({ type: 'email', required: true, value: 'aminah@example' })).toBe('email');
    expect(checkField({ type: 'email', required: true, value: ' ' })).toBe('email');
  });

  it('given a required e-mail with an @ and a dot, passes', () => {
    expect(checkField({ type: 'email', required: true, value: 'aminah@example.com' })).toBeNull();
  });

  it('given a required textarea left blank, asks to complete it', () => {
    expect(checkField({ type: 'textarea', required: true, value: '\n ' })).toBe('required');
  });

  it('given a required textarea with text and no @, passes', () => {
    expect(
      checkField({ type: 'textarea', required: true, value: 'The lift is broken' }),
    ).toBeNull();
  });

  it('given a required select with no choice, asks to select the options', () => {
    expect(checkField({ type: 'select', required: true, value: null })).toBe('select');
    expect(checkField({ type: 'select', required: true, value: [] })).toBe('select');
  });

  it('given a required select with a choice, passes', () => {
    expect(checkField({ type: 'select', required: true, value: 'Male' })).toBeNull();
    expect(checkField({ type: 'select', required: true, value: ['Owners'] })).toBeNull();
  });
});

describe('checkFields', () => {
  it('given several fields, keeps only the failing ones', () => {
    const errors = checkFields({
      name: { type: 'text', required: true, value: '' },
      email: { type: 'email', required: true, value: 'a@b.co' },
      gender: { type: 'select', required: true, value: undefined },
    });
    expect(errors).toEqual({
      name: 'required',
      gender: 'select',
    });
    expect(isValid(errors)).toBe(false);
  });

  it('given all fields passing, the form is valid', () => {
    expect(isValid(checkFields({ name: { type: 'text', required: true, value: 'Aminah' } }))).toBe(
      true,
    );
  });
});

describe('clampNumber', () => {
  it('given a value below the minimum, returns the minimum', () => {
    expect(clampNumber(-3, 0, 10)).toBe(0);
  });

  it('given a value above the maximum, returns the maximum', () => {
    expect(clampNumber(120, 0, 99)).toBe(99);
  });

  it('given a value inside the range or no bounds, keeps it', () => {
    expect(clampNumber(5, 0, 10)).toBe(5);
    expect(clampNumber(-1e9)).toBe(-1e9);
  });

  it('given NaN, keeps it for the input to show as empty', () => {
    expect(clampNumber(Number.NaN, 0, 10)).toBeNaN();
  });
});

describe('isNumeric and keepDigits', () => {
  it('given plain decimals as text or numbers, reads them as numeric', () => {
    expect(['12', '-3.5', '.5', ' 7 ', '+2'].every(isNumeric)).toBe(true);
    expect(isNumeric(4)).toBe(true);
  });

  it('given words, hex, blanks or infinity, reads them as not numeric', () => {
    expect(['abc', '0x10', '', '1e3', '1,000'].some(isNumeric)).toBe(false);
    expect(isNumeric(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isNumeric(null)).toBe(false);
  });

  it('given a phone typed with spaces and dashes, keeps the digits', () => {
    expect(keepDigits('+60 12-345 6789')).toBe('60123456789');
  });
});

describe('textOf', () => {
  it('given several values, reads them joined by commas', () => {
    expect(textOf(['Owners', 'Admins'])).toBe('Owners,Admins');
  });

  it('given nothing, reads empty text', () => {
    expect(textOf(undefined)).toBe('');
  });
});
