import { say, type MessageId } from '@strata/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HTTP_MESSAGES, SESSION_ENDED_MESSAGES, type RecordName } from './messages';

/** A failure with the status and the `{ error }` text the client shows (spec 000 §8). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400: the input is wrong; the message says how. */
export const badRequest = (message: string) => new HttpError(400, message);

/** 401: no session, or it ended; the only status that ends the session (spec 000 §8). */
export const unauthorized = (message: string = SESSION_ENDED_MESSAGES.signIn) =>
  new HttpError(401, message);

/**
 * 400: signed in, but this user may not do this (role policy, flag, or the property's service is
 * off). Never 402/403: the client signs out on those (spec 000 §8), and the session is still good.
 */
export const refused = (message: string) => new HttpError(400, message);

/** 404: no such record here (also for another property's record, so its existence never leaks). */
export const notFound = (what: RecordName = 'Record') =>
  new HttpError(404, HTTP_MESSAGES.notFound(what));

type Issue = {
  path?: readonly PropertyKey[];
  message?: string;
  instancePath?: string;
  code?: string;
  keyword?: string;
};

/** An issue's field path, dotted ('roles.0.name'); '' for the whole body, query or path. */
function fieldPath(issue: Issue): string {
  if (issue.path) return issue.path.map(String).join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

/**
 * One clear sentence for a validation failure: the first issue, after the path of its field
 * ('start_date: Must be a real date (yyyy-mm-dd)', 'ids.1: Must be a valid id'). A body or query
 * of the wrong type altogether (null, a list) is 'The request is not valid'.
 */
export function validationMessage(issues: readonly Issue[]): string {
  const issue = issues[0];
  if (!issue?.message) return HTTP_MESSAGES.invalidRequest;
  const field = fieldPath(issue);
  if (field) return HTTP_MESSAGES.field(field, issue.message);
  const code = issue.code ?? issue.keyword;
  return code === 'invalid_type' || code === 'type' ? HTTP_MESSAGES.invalidRequest : issue.message;
}

/** What Fastify's own body failures are told, by error code. */
const CLIENT_ERRORS: Record<string, MessageId> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'http.emptyBody',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'http.mediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'http.tooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'http.contentLength',
};

/** Whether `matches` holds for a database error or the one a query error wraps (its causes). */
function someCause(
  error: unknown,
  matches: (fields: { code?: unknown; constraint?: unknown }) => boolean,
): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if (matches(current as { code?: unknown; constraint?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether a database error (or the one a query error wraps) is PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return someCause(error, ({ code }) => code === '23505');
}

/**
 * Whether a database error (or the one a query error wraps) broke the constraint or unique index
 * named `constraint`: a write that lets the index check what a look-up before it would have.
 */
export function violated(error: unknown, constraint: string): boolean {
  return someCause(error, (fields) => fields.constraint === constraint);
}

/**
 * Every failure answers `{ error }`: validation and malformed bodies 400 with a clear message, our
 * HttpErrors their own status, anything unexpected 500 with a generic message (logged in full).
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ error: error.message });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send({ error: validationMessage(error.validation) });
  }
  if (error.validation) {
    return reply.code(400).send({ error: validationMessage(error.validation) });
  }
  if (isUniqueViolation(error)) {
    // Two requests raced past the uniqueness check; the loser's input is what clashes.
    return reply.code(400).send({ error: HTTP_MESSAGES.duplicate });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.code(429).send({ error: error.message });
  if (status >= 400 && status < 500) {
    const message =
      (error.code && CLIENT_ERRORS[error.code] && say(CLIENT_ERRORS[error.code]!)) ||
      (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? HTTP_MESSAGES.invalidJson
        : error.message);
    return reply.code(status === 413 ? 413 : 400).send({ error: message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ error: HTTP_MESSAGES.serverFault });
}
