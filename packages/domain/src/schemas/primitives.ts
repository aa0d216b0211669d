import { z } from 'zod';

/**
 * Building blocks for wire schemas. Form-encoded and query values arrive as strings, JSON as
 * numbers and booleans, so each block accepts both and outputs one type.
 */

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A number, or a numeric string as form data and queries carry it. */
export const wireNumber = z.union(
  [
    z.number({ error: 'Must be a number' }),
    z
      .string()
      .trim()
      .regex(NUMERIC, { error: 'Must be a number' })
      .transform((value) => Number(value)),
  ],
  { error: 'Must be a number' },
);

/** A whole number of 0 or more. */
export const wireCount = wireNumber.pipe(
  z.number().int({ error: 'Must be a whole number' }).min(0, { error: 'Must be 0 or more' }),
);

/** A record id: a whole number above 0. */
export const wireId = wireNumber.pipe(
  z.number().int({ error: 'Must be a valid id' }).positive({ error: 'Must be a valid id' }),
);

/** A boolean, or its form spelling ('1'/'0', 'true'/'false', 1/0). */
export const wireBoolean = z.union(
  [
    z.boolean(),
    z.literal([0, 1]).transform((value) => value === 1),
    z.stringbool({ error: 'Must be true or false' }),
  ],
  { error: 'Must be true or false' },
);

/** A required text: trimmed and not blank. */
export function requiredText(what: string) {
  return z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} is required` });
}

/** An optional text: trimmed; null and blank mean not given. */
export const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : undefined));

/** A date as 'yyyy-mm-dd'. */
export const wireDate = z
  .string({ error: 'Must be a date (yyyy-mm-dd)' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Must be a date (yyyy-mm-dd)' });

/** A month as 'yyyy-mm' (spec 002 §9: month pickers use month and year). */
export const wireMonth = z
  .string({ error: 'Must be a month (yyyy-mm)' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Must be a month (yyyy-mm)' });

/** A zero-based page number (spec 001 §3); 0 when not given. */
export const wirePage = wireCount.default(0);

/** An optional search text; blank means no search. */
export const wireSearch = optionalText;

/** A base64 file body with its original file name, as every upload sends it (spec 001 §7). */
export const uploadFields = {
  original_name: requiredText('File name'),
};

/** A base64 payload, optionally a data URL. */
export function base64File(what: string) {
  return requiredText(what).regex(/^(data:[\w.+-]+\/[\w.+-]+;base64,)?[A-Za-z0-9+/=\s]+$/, {
    error: `${what} must be base64`,
  });
}
