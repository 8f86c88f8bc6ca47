import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AppError } from '#shared/errors.ts';

/**
 * A refused save's words about single fields (the `problems` of a 422: an
 * address that already has an account, a title too long) go beside those
 * fields, and the first of them takes the focus. Returns whether any did;
 * problems about fields the form does not have are left to the toast.
 */
export function showServerProblems<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setError'>,
  error: unknown,
): boolean {
  if (!(error instanceof AppError) || !error.problems) return false;
  const values = form.getValues() as Record<string, unknown>;
  const onFields = error.problems.filter((problem) => problem.path.split('.')[0]! in values);
  onFields.forEach((problem, index) =>
    form.setError(
      problem.path as Path<Values>,
      { type: 'server', message: problem.message },
      { shouldFocus: index === 0 },
    ),
  );
  return onFields.length > 0;
}
