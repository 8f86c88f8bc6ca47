import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import { AppError, type ErrorCode } from '#shared/errors.ts';
import type { AppEnv } from './app-env.ts';
import { problemsOf } from './validate.ts';

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Known errors keep their code and words; anything else is logged and answered generically. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  const appError = toAppError(error);
  if (appError.code === 'INTERNAL') {
    c.get('logger').error({ err: error }, 'unhandled error');
  }
  return c.json(appError.toBody(), appError.status as ContentfulStatusCode);
};

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return new AppError('VALIDATION_FAILED', { problems: problemsOf(error) });
  }
  if (error instanceof HTTPException) {
    const code = codeByStatus[error.status];
    if (code) return new AppError(code, error.status === 400 ? { message: error.message } : {});
  }
  return new AppError('INTERNAL');
}
