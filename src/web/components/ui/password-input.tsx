import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { MAX_PASSWORD_LENGTH } from '#shared/rules/password.ts';
import { Field, splitFieldProps, type FieldProps } from './field.tsx';
import { Input } from './input.tsx';

/** A password box with a button that shows what was typed, for checking it on a phone. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        maxLength={MAX_PASSWORD_LENGTH}
        {...props}
        type={isVisible ? 'text' : 'password'}
        className="pr-12"
      />
      <button
        type="button"
        onClick={() => setIsVisible(!isVisible)}
        aria-label={isVisible ? 'Hide password' : 'Show password'}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-ink-soft hover:text-ink"
      >
        {isVisible ? (
          <EyeOff className="size-5" aria-hidden />
        ) : (
          <Eye className="size-5" aria-hidden />
        )}
      </button>
    </div>
  );
}

/** A labelled PasswordInput with its hint and error (see Field). */
export function PasswordField(props: Omit<ComponentProps<'input'>, 'type'> & FieldProps) {
  const [field, input] = splitFieldProps(props);
  return <Field {...field}>{(control) => <PasswordInput {...control} {...input} />}</Field>;
}
