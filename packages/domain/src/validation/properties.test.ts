import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkField,
  checkUpload,
  clampNumber,
  EXCEL_IMPORT,
  inboxReplyErrors,
  isPlainUsername,
  loginErrors,
  PICTURE_UPLOAD,
  reportFilterErrors,
  waterReadingErrors,
} from './index';

const MB = 1024 * 1024;
const nonBlank = (text: string) => text.trim() !== '';

describe('login password, for any input', () => {
  it('given a non-blank password of 6 to 20 characters, passes', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 6, maxLength: 20 }).filter(nonBlank),
        (password) => loginErrors({ email_username: 'aminah', password }).password === undefined,
      ),
    );
  });

  it('given a blank password, asks to complete it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s{0,20}$/), (password) => {
        expect(loginErrors({ email_username: 'aminah', password }).password).toBe('required');
      }),
    );
  });

  it('given a non-blank password shorter than 6 or longer than 20, names the length rule', () => {
    const bad = fc
      .oneof(fc.string({ maxLength: 5 }), fc.string({ minLength: 21, maxLength: 60 }))
      .filter(nonBlank);
    fc.assert(
      fc.property(bad, (password) => {
        expect(loginErrors({ email_username: 'aminah', password }).password).toBe('passwordLength');
      }),
    );
  });
});

describe('generic check, for any input', () => {
  it('given a required text value, fails exactly when it is blank', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const message = checkField({ type: 'text', required: true, value });
        expect(message === null).toBe(nonBlank(value));
      }),
    );
  });

  it('given an optional field of any type, always passes', () => {
    const types = fc.constantFrom(
      'text',
      'search',
      'url',
      'password',
      'number',
      'date',
      'datetime-local',
      'email',
      'textarea',
      'select',
    ) as fc.Arbitrary<Parameters<typeof checkField>[0]['type']>;
    fc.assert(
      fc.property(types, fc.string(), (type, value) => checkField({ type, value }) === null),
    );
  });

  it('given a required e-mail, passes exactly when non-blank with an @ and a dot', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (value) => {
        const valid = nonBlank(value) && value.includes('@') && value.includes('.');
        expect(checkField({ type: 'email', required: true, value }) === null).toBe(valid);
      }),
    );
  });
});

describe('clampNumber, for any bounds', () => {
  it('given min at most max, lands within them and keeps values already inside', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true }),
        fc.double({ noNaN: true }),
        (value, a, b) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const clamped = clampNumber(value, min, max);
          expect(clamped >= min && clamped <= max).toBe(true);
          if (value >= min && value <= max) expect(clamped).toBe(value);
        },
      ),
    );
  });
});

describe('uploads, for any file', () => {
  it('given a supported picture, rejects it exactly when above 5MB', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('jpg', 'jpeg', 'png', 'JPG'),
        fc.integer({ min: 0, max: 20 * MB }),
        (extension, size) => {
          const message = checkUpload([{ name: `photo.${extension}`, size }], PICTURE_UPLOAD);
          expect(message).toBe(size > 5 * MB ? 'imageTooLarge' : null);
        },
      ),
    );
  });

  it('given any extension other than xlsx, says the file is not supported', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,5}$/).filter((extension) => extension !== 'xlsx'),
        fc.integer({ min: 0, max: 4 * MB }),
        (extension, size) =>
          checkUpload([{ name: `units.${extension}`, size }], EXCEL_IMPORT) === 'fileNotSupported',
      ),
    );
  });
});

describe('other validators, for any input', () => {
  it('given any username, it is plain exactly when made of letters and digits', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (username) => {
        expect(isPlainUsername(username)).toBe(/^[A-Za-z0-9]+$/.test(username));
      }),
    );
  });

  it('given two readings, refuses exactly when the current is lower', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (previous, current) => {
        const errors = waterReadingErrors({ previous_reading: previous, current_reading: current });
        expect(errors.current_reading === undefined).toBe(current >= previous);
      }),
    );
  });

  it('given a reply, asks for one exactly when it is blank', () => {
    fc.assert(
      fc.property(fc.string(), (reply) => {
        expect('reply' in inboxReplyErrors({ reply })).toBe(!nonBlank(reply));
      }),
    );
  });

  it('given any two dates, a non-marketing purchased range passes exactly within one month', () => {
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (start, end) => {
        const errors = reportFilterErrors({ type: 'sales', purchased_date: { start, end } });
        expect(errors.purchased_date === undefined).toBe(start.slice(0, 7) === end.slice(0, 7));
      }),
    );
  });
});
