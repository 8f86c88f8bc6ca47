import type { ComponentProps } from 'react';
import { Field, splitFieldProps, type FieldProps } from './field.tsx';
import { Input } from './input.tsx';

/** A labelled one-line input with its hint and error (see Field). Spread `form.register(name)` into it. */
export function TextField(props: ComponentProps<'input'> & FieldProps) {
  const [field, input] = splitFieldProps(props);
  return <Field {...field}>{(control) => <Input {...control} {...input} />}</Field>;
}
