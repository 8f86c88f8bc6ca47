import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  confirmWithNewPasswordInputSchema,
  confirmWithPasswordInputSchema,
  type ConfirmWithNewPasswordInput,
  type ConfirmWithPasswordInput,
} from '#shared/schemas/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PasswordField } from '#web/components/ui/password-input.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { confirmEmail } from '../api/email-auth.ts';
import { rememberAwaitedConfirmation } from '../utils/awaited-confirmation.ts';
import { passwordRulesHint } from '#shared/rules/password.ts';

type ConfirmProps = { token: string; email: string; onDone: () => void };

/**
 * The second half of confirming an address: the person who opened the link
 * also proves the password, or replaces it, so nobody who signed up with
 * their address before them keeps a way in (decision 006).
 */
export function ConfirmEmailForm(props: ConfirmProps) {
  const [isChoosingNew, setIsChoosingNew] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      {/* Lets a password manager match the saved password to this account. */}
      <input type="email" autoComplete="username" value={props.email} readOnly hidden />
      {isChoosingNew ? <NewPasswordForm {...props} /> : <ExistingPasswordForm {...props} />}
      <button
        type="button"
        onClick={() => setIsChoosingNew(!isChoosingNew)}
        className="min-h-11 text-sm font-semibold text-ember-700 hover:underline"
      >
        {isChoosingNew ? 'I know the password' : "Don't know the password? Choose a new one"}
      </button>
    </div>
  );
}

async function confirmAndEnter(
  props: ConfirmProps,
  credential: { password: string } | { newPassword: string },
  onRefused: () => void,
) {
  try {
    await confirmEmail({ token: props.token, ...credential });
    // Nothing awaits its confirmation any more: /auth opens on sign-in again.
    rememberAwaitedConfirmation(null);
    notify('success', 'Email confirmed', { description: 'Welcome to Emberpath.' });
    props.onDone();
  } catch (error) {
    notifyError(error, 'Confirmation Error');
    onRefused();
  }
}

function ExistingPasswordForm(props: ConfirmProps) {
  const form = useForm({
    resolver: formResolver(confirmWithPasswordInputSchema, {
      required: { password: 'Please enter your password.' },
    }),
    defaultValues: { password: '' },
  });
  const submit = ({ password }: ConfirmWithPasswordInput) =>
    confirmAndEnter(props, { password }, () => form.setFocus('password'));
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <PasswordField
        label="Password"
        autoComplete="current-password"
        hint="The password you chose when you signed up."
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" size="full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Please wait...' : 'Confirm email'}
      </Button>
    </form>
  );
}

function NewPasswordForm(props: ConfirmProps) {
  const form = useForm({
    resolver: formResolver(confirmWithNewPasswordInputSchema(props.email)),
    defaultValues: { newPassword: '' },
  });
  const submit = ({ newPassword }: ConfirmWithNewPasswordInput) =>
    confirmAndEnter(props, { newPassword }, () => form.setFocus('newPassword'));
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={passwordRulesHint}
        error={form.formState.errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Button type="submit" size="full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Please wait...' : 'Set password and confirm'}
      </Button>
    </form>
  );
}
