import { z } from 'zod';

/** Every failure's body (spec 000 §8: the client shows `error`). */
export const errorBody = z.object({ error: z.string() }).describe('What went wrong, to show as is');

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

/** A chart series (labels, values and their total). */
export const chartSeries = z.object({
  labels: z.array(z.string()),
  data: z.array(z.number()),
  total: z.number(),
});

/** Spec 000 §3 bubble counters. */
export const bubbleCountersBody = z.object({
  pending_payment: z.number().int(),
  unread_notification: z.number().int(),
  error_log: z.number().int(),
  bug_report: z.number().int(),
  refund_request: z.number().int(),
  cancel_request: z.number().int(),
  upcoming_vvip: z.number().int(),
  pending_booking_vvip: z.number().int(),
  pending_booking_charter: z.number().int(),
});

const nav: z.ZodType<{ name: string; path: string; children?: unknown[] }> = z.lazy(() =>
  z.object({ name: z.string(), path: z.string(), children: z.array(nav).optional() }),
);

/** GET /api/authenticate: the session user (fields of spec 000 §3), navs and announcement. */
export const authenticateBody = z.object({
  user: z
    .looseObject({
      id: z.number(),
      name: z.string(),
      username: z.string(),
      email: z.string(),
      role: z.string(),
      isSuperUser: z.boolean(),
      isSkaloot: z.boolean(),
      isGuard: z.boolean(),
      policies: z.array(z.object({ resource: z.string(), name: z.string(), active: z.boolean() })),
      property: z
        .object({
          id: z.number().optional(),
          name: z.string(),
          services: z.array(z.object({ id: z.number(), name: z.string() })).optional(),
        })
        .nullish(),
      chat_sender_ids: z.array(z.number()),
    })
    .and(bubbleCountersBody),
  navs: z.array(nav),
  announcement: z.object({ id: z.number(), title: z.string(), msg: z.string() }).nullable(),
});

/** POST /api/login: as authenticate, plus the bearer token. */
export const loginBody = authenticateBody.and(z.object({ token: z.string() }));

/** A confirmation text (answers whose shape the specs do not show). */
export const messageBody = z.object({ message: z.string() });

/** Spec 000 §3 / 001 §3: a visitor as check-in answers it. */
export const visitorBody = z.object({
  id: z.number(),
  qrcode: z.string(),
  name: z.string(),
  contact: z.string(),
  vehicle_no: z.string(),
  type: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  status: z.enum(['Upcoming', 'Checked In', 'Checked Out', 'Expired']),
  unit: z.object({
    id: z.number(),
    unit_no: z.string(),
    user: z.object({ name: z.string(), img: z.string().nullable() }).nullable(),
  }),
  createdBy: z.object({ name: z.string() }).nullable(),
  checked_in_at: z.string().nullable(),
  checked_out_at: z.string().nullable(),
});
