import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { CohortForm } from '#shared/schemas/cohort-form.ts';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

/**
 * A paced cohort's plan: the week of the cohort each realm opens in. Realm 1 opens when the
 * cohort starts, so its week is shown and not typed. One error for the plan, as the rule and
 * the server give one (`realmWeeks`), under the weeks.
 */
export function RealmWeeksField(props: {
  register: UseFormRegister<CohortForm>;
  realmCount: number;
  error?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={props.error ? errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-ink">Week each realm opens</legend>
      <p className="text-sm text-ink-soft">
        Week 1 is the week the cohort starts. A realm never opens before the one ahead of it.
      </p>
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {Array.from({ length: props.realmCount }, (_, index) => (
          <TextField
            key={index}
            label={`Realm ${index + 1}`}
            type="number"
            inputMode="numeric"
            min={1}
            readOnly={index === 0}
            {...props.register(`realmWeeks.${index}`, { valueAsNumber: true })}
          />
        ))}
      </div>
      <FieldError id={errorId} message={props.error} />
    </fieldset>
  );
}
