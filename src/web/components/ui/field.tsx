import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { FieldError } from './field-error.tsx';
import { labelClass } from './label.tsx';

/** What a control needs to be named, described and marked by its field. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

/** What a labelled control (TextField, TextareaField, SelectField) takes besides its control's own props. */
export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
  /** The control's id, when something else must point at it; one is made otherwise. */
  id?: string;
  className?: string;
  /** Instead of the label's usual look: 'sr-only' where the field's place names it (Link 2). */
  labelClassName?: string;
};

/** Separates a labelled control's props: the field's, and the rest for the control itself. */
export function splitFieldProps<Control extends object>(
  props: FieldProps & Control,
): [FieldProps, Omit<Control, keyof FieldProps>] {
  const { label, hint, error, isRequired, id, className, labelClassName, ...control } = props;
  return [{ label, hint, error, isRequired, id, className, labelClassName }, control];
}

/**
 * A label, its control, a hint and the error, tied together: the label names
 * the control, the hint and the error describe it (aria-describedby), and an
 * error marks it invalid. Required fields show an asterisk, which screen
 * readers skip: they hear "required" from the control.
 */
export function Field(props: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  // The error first: it is what needs saying when there is one.
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const label = (
    <label htmlFor={id} className={props.labelClassName ?? labelClass}>
      {props.label}
      {props.isRequired && (
        <span aria-hidden className="text-ember-700">
          {' '}
          *
        </span>
      )}
    </label>
  );
  return (
    <div className={cn('flex flex-col gap-1.5', props.className)}>
      {label}
      {props.children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': props.error ? true : undefined,
        'aria-required': props.isRequired ? true : undefined,
      })}
      {props.hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {props.hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}
