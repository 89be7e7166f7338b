import { messages } from '../shared/messages.js';

/**
 * An error whose message is Turkish and safe to show to the user. One that wraps a failure
 * (`cause`, usually with a 5xx status) keeps it: the error handler logs the cause with its stack.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** An unexpected failure shown to the user as `message`; `cause` is logged, never shown. */
export const internalError = (message: string, code: string, cause: unknown) =>
  new AppError(500, code, message, undefined, { cause });

export const unauthenticated = (message: string = messages.common.unauthenticated) =>
  new AppError(401, 'unauthenticated', message);
export const forbidden = (message: string = messages.common.forbidden) =>
  new AppError(403, 'forbidden', message);
export const notFound = (message: string = messages.common.notFound) =>
  new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
/** A rule of the domain says no (422). */
export const ruleViolation = (message: string, code = 'rule_violation') => new AppError(422, code, message);

/** The PostgreSQL error code behind a driver or Drizzle error, if any. */
export function pgErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
