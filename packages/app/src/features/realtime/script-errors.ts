import type { ScriptErrorReport } from '@strata/domain';

/**
 * Script errors not worth reporting (spec 000 §8 keeps an ignore list without showing it): the
 * browser's harmless ResizeObserver notice, cross-origin "Script error." without detail, errors
 * from browser extensions, and aborted requests.
 */
export const IGNORED_SCRIPT_ERRORS: readonly RegExp[] = [
  /ResizeObserver loop/i,
  /^Script error\.?$/i,
  /^(chrome|moz|safari(-web)?)-extension:/i,
  /AbortError/,
  /The user aborted a request/i,
];

/** True when the report matches the ignore list. */
export function isIgnoredScriptError(report: ScriptErrorReport): boolean {
  return IGNORED_SCRIPT_ERRORS.some(
    (pattern) => pattern.test(report.message) || pattern.test(report.source ?? ''),
  );
}

/** The `/error` report of a window `error` event. */
export function reportFromErrorEvent(event: ErrorEvent, path: string): ScriptErrorReport {
  const error: unknown = event.error;
  return {
    message: event.message || String(error ?? 'Unknown error'),
    source: event.filename || undefined,
    line: event.lineno || undefined,
    column: event.colno || undefined,
    stack: error instanceof Error ? error.stack : undefined,
    path,
  };
}

/** The `/error` report of an unhandled promise rejection. */
export function reportFromRejection(reason: unknown, path: string): ScriptErrorReport {
  if (reason instanceof Error) {
    return { message: reason.message || reason.name, stack: reason.stack, path };
  }
  return { message: typeof reason === 'string' ? reason : 'Unhandled rejection', path };
}
