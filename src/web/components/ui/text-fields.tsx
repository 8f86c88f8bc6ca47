import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from './text-field.tsx';
import { TextareaField } from './textarea.tsx';

/** One text field of a form, described rather than written out: its name, words and limit. */
export type TextFieldSpec<Name extends string = string> = {
  name: Name;
  label: string;
  hint?: string;
  maxLength: number;
  isRequired?: boolean;
  /** Several lines (a textarea of this many rows); one line when absent. */
  rows?: number;
};

/**
 * A form's text fields from their specs, each registered with the form and
 * showing its own error: the fields of a staff form are data, not twenty
 * lines of the same props each.
 */
export function TextFields<Values extends FieldValues>(props: {
  form: UseFormReturn<Values>;
  fields: TextFieldSpec<FieldPath<Values>>[];
}) {
  const { form } = props;
  return props.fields.map(({ name, rows, ...words }) => {
    const common = {
      ...words,
      error: form.getFieldState(name, form.formState).error?.message,
      ...form.register(name),
    };
    return rows ? (
      <TextareaField key={name} rows={rows} {...common} />
    ) : (
      <TextField key={name} {...common} />
    );
  });
}
