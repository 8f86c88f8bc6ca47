import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '#web/components/ui/field-error.tsx';

const choices = [
  { value: 'met', label: 'Met' },
  { value: 'not-yet', label: 'Not yet' },
] as const;

/** One criterion of the quest, answered met or not yet: a radio pair named by its legend. */
export function CriterionField(props: {
  criterion: string;
  error?: string;
  disabled?: boolean;
  registration: UseFormRegisterReturn;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2 rounded-xl border border-line p-2 sm:p-3"
      aria-describedby={props.error ? errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-ink [overflow-wrap:anywhere]">
        {props.criterion}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 whitespace-nowrap text-ink has-checked:border-ember-700 has-checked:bg-ember-50"
          >
            <input
              type="radio"
              value={choice.value}
              disabled={props.disabled}
              className="size-5 accent-ember-700"
              {...props.registration}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={props.error} />
    </fieldset>
  );
}
