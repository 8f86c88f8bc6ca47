import { AppError, isErrorCode, type ErrorBody } from '#shared/errors.ts';

/**
 * fetch for the typed API client: every non-2xx answer becomes an AppError
 * with the server's code and words, and a failed connection a NETWORK error.
 */
export const appFetch: typeof fetch = async (input, init) => {
  let response: Response;
  try {
    response = await fetch(input, { credentials: 'same-origin', ...init });
  } catch {
    throw new AppError('NETWORK');
  }
  if (response.ok) return response;
  throw await toAppError(response);
};

async function toAppError(response: Response): Promise<AppError> {
  const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
  const error = body?.error;
  if (isErrorCode(error?.code)) {
    // The title and message are the server's words for this refusal ('Quest Completed'): shown as they are.
    return new AppError(error.code, {
      title: typeof error.title === 'string' ? error.title : undefined,
      userMessage: typeof error.message === 'string' ? error.message : undefined,
      problems: Array.isArray(error.problems) ? error.problems : undefined,
    });
  }
  if (response.status === 401) return new AppError('UNAUTHENTICATED');
  if (response.status === 404) return new AppError('NOT_FOUND');
  if (response.status === 429) return new AppError('RATE_LIMITED');
  return new AppError('INTERNAL');
}
