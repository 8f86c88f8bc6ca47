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
  const code = body?.error?.code;
  if (isErrorCode(code)) {
    return new AppError(code, {
      userMessage: body?.error?.message,
      problems: body?.error?.problems,
    });
  }
  if (response.status === 401) return new AppError('UNAUTHENTICATED');
  if (response.status === 404) return new AppError('NOT_FOUND');
  if (response.status === 429) return new AppError('RATE_LIMITED');
  return new AppError('INTERNAL');
}
