import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { FieldError } from './field-error.tsx';

const boxClass = 'size-5 shrink-0 accent-ember-700';
const rowClass = 'flex min-h-11 cursor-pointer items-center gap-3 text-ink';

/**
 * One checkbox and its words, the whole row a 44 px target. Takes an input's
 * props (react-hook-form's `register`, or `checked` and `onChange`).
 */
export function CheckboxField({
  label,
  hint,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  /** A second line under the label, in the softer colour. */
  hint?: ReactNode;
}) {
  return (
    <label className={cn(rowClass, className)}>
      <input type="checkbox" className={boxClass} {...input} />
      {hint ? (
        <span>
          <span className="block">{label}</span>
          <span className="block text-sm text-ink-soft">{hint}</span>
        </span>
      ) : (
        label
      )}
    </label>
  );
}

/**
 * Several checkboxes answering one question: a fieldset named by its legend,
 * and its error tied to the group (aria-describedby, aria-invalid) so a
 * screen reader hears it on entering the group, not only when it appears.
 */
export function CheckboxGroupField(props: {
  legend: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className={cn('flex flex-col gap-1', props.className)}
      aria-describedby={props.error ? errorId : undefined}
      aria-invalid={props.error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-ink">{props.legend}</legend>
      {props.children}
      <FieldError id={errorId} message={props.error} />
    </fieldset>
  );
}
