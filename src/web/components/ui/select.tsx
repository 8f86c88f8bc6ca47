import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Field, splitFieldProps, type FieldProps } from './field.tsx';

const selectClass =
  'min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink focus-visible:border-ember-500 disabled:bg-stone-100 disabled:text-stone-700';

/** The browser's own list box (best on phones), styled as the Input is; the options are its children. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <select className={cn(selectClass, className)} {...props}>
      {children}
    </select>
  );
}

/** One choice of a SelectField: what it sends, and what it says. */
export type SelectOption = { value: string | number; label: string };

/**
 * A labelled Select with its hint and error (see Field). Its choices are
 * `options`, after any options given as children (a 'None' first).
 */
export function SelectField({
  options = [],
  children,
  ...props
}: ComponentProps<'select'> & FieldProps & { options?: readonly SelectOption[] }) {
  const [field, select] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <Select {...control} {...select}>
          {children}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
