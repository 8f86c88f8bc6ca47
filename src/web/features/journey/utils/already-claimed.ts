import { AppError } from '#shared/errors.ts';
import { ALREADY_CLAIMED_TITLE } from '#shared/rules/kit-claims.ts';

/** The server's answer to a kit claimed before, on this device or another. */
export function isAlreadyClaimed(error: unknown): error is AppError {
  return (
    error instanceof AppError && error.code === 'CONFLICT' && error.title === ALREADY_CLAIMED_TITLE
  );
}
