import { errorReplySchema } from '@strata/domain';

/** Every failure's body (spec 000 §8: the client shows `error`). */
export const errorBody = errorReplySchema;

const meaning: Record<number, string> = {
  400: [
    'Bad input (the message says which field and why), or the signed-in user may not do this:',
    "the role policy or flag does not allow it ('You do not have permission to …'), or the",
    "property's service is off ('X Service is not available. Please ask your property",
    "management to enable this service.'). The session stays. Nothing was changed.",
  ].join(' '),
  401: [
    'The session must end: no token, or it is unknown, revoked (signed out) or expired, or the',
    'user was deactivated or deleted. The only failure on which the client signs out; the',
    'server never answers 402 or 403.',
  ].join(' '),
  404: 'No such record, or it belongs to another property (never revealed).',
  409: 'X-App-Version is older than MIN_APP_VERSION: reload to update.',
  429: 'Rate limit passed: wait and try again.',
};

/** The failure responses a route documents, each `{ error }`. */
export function failures(...codes: number[]) {
  return Object.fromEntries(
    codes.map((code) => [code, errorBody.describe(meaning[code] ?? 'Failure')]),
  );
}
