import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { object, refine, string, type infer as Infer } from 'zod/mini';
import { describeWeakPassword, listWeakPasswordReasons } from '#shared/rules/password.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { confirmEmail } from '../api/email-auth.ts';
import { PasswordInput } from './password-input.tsx';

type Mode = 'existing' | 'new';

const schemaFor = (mode: Mode, email: string) =>
  object({
    password: string().check(
      refine(
        (password) =>
          mode === 'existing'
            ? password.length > 0
            : listWeakPasswordReasons(password, email).length === 0,
        {
          error: (issue) =>
            mode === 'existing'
              ? 'Please enter your password.'
              : describeWeakPassword(listWeakPasswordReasons(String(issue.input), email)),
        },
      ),
    ),
  });
type ConfirmEmailInput = Infer<ReturnType<typeof schemaFor>>;

const copy = {
  existing: {
    label: 'Password',
    autoComplete: 'current-password',
    submit: 'Confirm email',
    hint: 'The password you chose when you signed up.',
    switchTo: "Don't know the password? Choose a new one",
  },
  new: {
    label: 'New password',
    autoComplete: 'new-password',
    submit: 'Set password and confirm',
    hint: 'At least 8 characters, mixing letters and numbers, and not your email address.',
    switchTo: 'I know the password',
  },
} as const;

/**
 * The second half of confirming an address: the person who opened the link
 * also proves the password, or replaces it, so nobody who signed up with
 * their address before them keeps a way in (decision 006).
 */
export function ConfirmEmailForm(props: { token: string; email: string; onDone: () => void }) {
  const [mode, setMode] = useState<Mode>('existing');
  const form = useForm<ConfirmEmailInput>({
    resolver: (values, context, options) =>
      zodResolver(schemaFor(mode, props.email))(values, context, options),
    defaultValues: { password: '' },
  });

  async function submit({ password }: ConfirmEmailInput) {
    try {
      await confirmEmail(
        mode === 'existing'
          ? { token: props.token, password }
          : { token: props.token, newPassword: password },
      );
      notify('success', 'Email confirmed', { description: 'Welcome to Emberpath.' });
      props.onDone();
    } catch (error) {
      notifyError(error, 'Confirmation Error');
      form.setFocus('password');
    }
  }

  function switchMode() {
    setMode(mode === 'existing' ? 'new' : 'existing');
    form.reset({ password: '' });
  }

  const error = form.formState.errors.password?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      {/* Lets a password manager match the saved password to this account. */}
      <input type="email" autoComplete="username" value={props.email} readOnly hidden />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="confirm-password">{copy[mode].label}</Label>
        <PasswordInput
          key={mode}
          id="confirm-password"
          autoComplete={copy[mode].autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby="confirm-password-hint"
          {...form.register('password')}
        />
        {error ? (
          <FieldError id="confirm-password-hint" message={error} />
        ) : (
          <p id="confirm-password-hint" className="text-sm text-ink-soft">
            {copy[mode].hint}
          </p>
        )}
      </div>
      <Button type="submit" size="full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Please wait...' : copy[mode].submit}
      </Button>
      <button
        type="button"
        onClick={switchMode}
        className="min-h-11 text-sm font-semibold text-ember-700 hover:underline"
      >
        {copy[mode].switchTo}
      </button>
    </form>
  );
}
