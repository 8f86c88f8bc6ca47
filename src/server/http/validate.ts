import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import { AppError } from '#shared/errors.ts';

export function problemsOf(error: { issues: readonly $ZodIssue[] }) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** zod validation whose failures become the app's 422 with every problem listed. */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError('VALIDATION_FAILED', { problems: problemsOf(result.error) });
    }
  });
}
