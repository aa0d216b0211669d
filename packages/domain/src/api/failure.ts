/** Spec 000 §8: the message when the server gives none. */
export const FALLBACK_MESSAGE = 'Something went wrong';

/** Spec 000 §8: the message after 30 s without an answer. */
export const TIMEOUT_MESSAGE = 'This is taking too long. Please check your connection';

/**
 * Spec 000 §8: what went wrong, for the app to decide what to show.
 * - bad-request: HTTP 400, or a 2xx body with an `error` field (error modal or toast).
 * - session-ended: HTTP 401, 402 or 403 (token cleared, signed out).
 * - updates: HTTP 409 (modal 'Updates'; Ok reloads).
 * - hold-on: HTTP 429 (modal 'Hold On!').
 * - timeout: no answer within the timeout.
 * - network: the request never reached the server.
 * - server-error: any other status.
 * - invalid-response: a 2xx reply that does not match its response schema (only when the client
 *   is given the schemas, in development and tests); the message names the call and the field.
 */
export type ApiFailureKind =
  | 'bad-request'
  | 'session-ended'
  | 'updates'
  | 'hold-on'
  | 'timeout'
  | 'network'
  | 'server-error'
  | 'invalid-response';

/** A typed failure: its kind, the text to show, and the HTTP status when there was one. */
export interface ApiFailure {
  kind: ApiFailureKind;
  message: string;
  status?: number;
}

/** A call's result: the answer, or a typed failure. Never thrown. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's message in a body: its `error` text, else its `message` text. */
/**
 * Spec 000 §8: the failures the catalogue shows in a modal rather than where they happened:
 * 409 'Updates' (its Ok reloads) and 429 'Hold On!'.
 */
export function isModalFailure(failure: Pick<ApiFailure, 'kind'>): boolean {
  return failure.kind === 'updates' || failure.kind === 'hold-on';
}

/**
 * Spec 000 §8 for a read (a list, a detail) whose screen keeps a place for its failure: the
 * failures the catalogue shows centrally, so the place shows only its retry and not the text a
 * second time: 401/402/403 end the session, 409 and 429 open their modals, and a 400 opens the
 * error modal with the server's text. A timeout, a lost connection or a 404 show in the place.
 */
export function isCentralReadFailure(failure: Pick<ApiFailure, 'kind'>): boolean {
  return (
    failure.kind === 'session-ended' || failure.kind === 'bad-request' || isModalFailure(failure)
  );
}

/** The text a read's own place shows for `failure`: none when it is shown centrally. */
export function readPlaceText(failure: ApiFailure | undefined | null): string | undefined {
  return failure && !isCentralReadFailure(failure) ? failure.message : undefined;
}

export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  return textOf(error) ?? textOf(message);
}

/** Spec 000 §8: a 2xx body with an `error` field is a failure (null, false or '' do not count). */
export function hasErrorField(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  return error !== null && error !== undefined && error !== false && error !== '';
}

function kindOfStatus(status: number): ApiFailureKind {
  if (status === 400) return 'bad-request';
  if (status === 401 || status === 402 || status === 403) return 'session-ended';
  if (status === 409) return 'updates';
  if (status === 429) return 'hold-on';
  return 'server-error';
}

/** Spec 000 §8: the failure for a non-2xx status and its parsed body. */
export function failureFromStatus(status: number, body: unknown): ApiFailure {
  return { kind: kindOfStatus(status), message: serverMessage(body) ?? FALLBACK_MESSAGE, status };
}

/** Spec 000 §8: the failure for a 2xx body carrying an `error` field. */
export function failureFromErrorBody(status: number, body: unknown): ApiFailure {
  return { kind: 'bad-request', message: serverMessage(body) ?? FALLBACK_MESSAGE, status };
}

/** The failure after the timeout. */
export function timeoutFailure(): ApiFailure {
  return { kind: 'timeout', message: TIMEOUT_MESSAGE };
}

/** One problem zod found in a reply: where (the path) and what. */
export interface ReplyIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The failure for a reply that does not match its response schema: the call and each issue's
 * path, e.g. "GET /api/units: the reply does not match its schema at data.0.unit_no (Invalid
 * input: expected string, received undefined)". For developers; the app shows its generic text.
 */
export function invalidResponseFailure(
  request: { method: string; path: string },
  status: number,
  issues: readonly ReplyIssue[],
): ApiFailure {
  const where = issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'} (${issue.message})`)
    .join('; ');
  const more = issues.length > 3 ? `; and ${issues.length - 3} more` : '';
  return {
    kind: 'invalid-response',
    message: `${request.method} ${request.path}: the reply does not match its schema at ${where}${more}`,
    status,
  };
}

/** The failure when the request never reached the server. */
export function networkFailure(): ApiFailure {
  return { kind: 'network', message: FALLBACK_MESSAGE };
}
