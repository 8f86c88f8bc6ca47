import { AppError, isErrorCode, type ErrorBody } from '#shared/errors.ts';

/**
 * fetch for the typed API client: every non-2xx answer becomes an AppError
 * with the server's code and words, and a failed connection a NETWORK error.
 * A 304 is passed on: it only answers a request that sent If-None-Match, whose
 * caller holds the copy it names.
 */
export const appFetch: typeof fetch = async (input, init) => {
  let response: Response;
  try {
    response = await fetch(input, { credentials: 'same-origin', ...init });
  } catch {
    throw new AppError('NETWORK');
  }
  if (response.ok || response.status === 304) return response;
  throw appErrorFrom(response.status, await response.json().catch(() => null));
};

/** The server's refusal as an AppError: its code and words, or the status's when the body is not ours. */
export function appErrorFrom(status: number, parsedBody: unknown): AppError {
  const error = (parsedBody as Partial<ErrorBody> | null)?.error;
  if (isErrorCode(error?.code)) {
    // The title and message are the server's words for this refusal ('Quest Completed'): shown as they are.
    return new AppError(error.code, {
      title: typeof error.title === 'string' ? error.title : undefined,
      userMessage: typeof error.message === 'string' ? error.message : undefined,
      problems: Array.isArray(error.problems) ? error.problems : undefined,
    });
  }
  if (status === 401) return new AppError('UNAUTHENTICATED');
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 429) return new AppError('RATE_LIMITED');
  return new AppError('INTERNAL');
}
