import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType } from 'zod/v4/core';
import { isBlank } from '#shared/rules/required-fields.ts';

type FieldName<Input> = keyof Input & string;

/**
 * How every form checks what was typed before it is sent: with the shared
 * schema the server validates the request with (types, bounds, their words),
 * then what this form asks beyond it, each with its words:
 * - `required`: fields that may not be blank. The request schemas leave that
 *   to the services, which answer in the original app's words
 *   (`requiredFieldMessages` in the shared rules);
 * - `check`: anything else a rule decides from the values (typing the
 *   account's own address to delete it), a message for each field it refuses.
 * The submit handler receives what the schema makes of the values (trimmed
 * where it trims).
 */
export function formResolver<Input extends FieldValues, Output>(
  schema: $ZodType<Output, Input>,
  rules: {
    required?: Partial<Record<FieldName<Input>, string>>;
    check?: (values: Input) => Partial<Record<FieldName<Input>, string | false | undefined>>;
  } = {},
): Resolver<Input, unknown, Output> {
  const checkWithSchema = zodResolver(schema);
  return async (values, context, options) => {
    const result = await checkWithSchema(values, context, options);
    const refusals: [string, string][] = [
      ...Object.entries(rules.required ?? {}).filter(([name]) =>
        isBlank(values[name] as string | undefined),
      ),
      ...Object.entries(rules.check?.(values) ?? {}),
    ].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (refusals.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, message] of refusals) {
      errors[name] ??= { type: 'refused', message } satisfies FieldError;
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
