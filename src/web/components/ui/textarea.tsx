import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Field, splitFieldProps, type FieldProps } from './field.tsx';

/**
 * A multi-line text box, styled as the one-line Input is. `warm` sits on a
 * white card that is itself the page's main thing (the daily check-in).
 */
export function Textarea({
  className,
  tone = 'white',
  ...props
}: ComponentProps<'textarea'> & { tone?: 'white' | 'warm' }) {
  return (
    <textarea
      className={cn(
        'w-full resize-y rounded-xl border border-line p-3 text-base text-ink placeholder:text-ink-soft/70 focus-visible:border-ember-500 aria-invalid:border-red-500',
        tone === 'warm' ? 'bg-parchment/60' : 'bg-white',
        className,
      )}
      {...props}
    />
  );
}

/** A labelled Textarea with its hint and error (see Field). */
export function TextareaField(props: ComponentProps<typeof Textarea> & FieldProps) {
  const [field, textarea] = splitFieldProps(props);
  return <Field {...field}>{(control) => <Textarea {...control} {...textarea} />}</Field>;
}
