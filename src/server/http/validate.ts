import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import type { ZodType } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import { AppError } from '#shared/errors.ts';
import { isJsonContentType } from './text-guard.ts';

export function problemsOf(error: { issues: readonly $ZodIssue[] }) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * Hono's json validator reads a body of any other content type as `{}`, so a
 * `text/plain` form post from another site would pass as an empty answer.
 */
const requireJsonBody = createMiddleware(async (c, next) => {
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      userMessage: 'Send this request as JSON (Content-Type: application/json).',
    });
  }
  await next();
});

/** zod validation whose failures become the app's 422 with every problem listed. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  const validator = zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError('VALIDATION_FAILED', { problems: problemsOf(result.error) });
    }
  });
  return target === 'json' ? (every(requireJsonBody, validator) as typeof validator) : validator;
}
