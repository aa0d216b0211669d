/** Drizzle's failed-query text ends with the parameters, which may hold a password hash. */
const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/**
 * How an error appears in the server log: type, message, stack, code and cause, with
 * the SQL parameters of a failed query left out (they may carry password hashes or personal data).
 */
export function errorForLog(
  error: unknown,
  depth = 0,
): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const strip = (text: string | undefined) =>
    (text ?? '').replace(PARAMS, '\nparams: [not logged]');
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: strip(error.message),
    stack: strip(error.stack),
    ...(code === undefined ? {} : { code }),
    ...(error.cause instanceof Error && depth < 3
      ? { cause: errorForLog(error.cause, depth + 1) }
      : {}),
  };
}
