import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '#shared/schemas/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notifyError } from '#web/lib/notify.ts';
import { requestPasswordReset } from '../api/email-auth.ts';

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    resolver: formResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  async function submit(input: ForgotPasswordInput) {
    try {
      await requestPasswordReset(input.email);
      setSentTo(input.email);
    } catch (error) {
      notifyError(error, 'Reset Error');
    }
  }

  if (sentTo) {
    return (
      <p role="status" className="rounded-xl bg-ember-50 p-4 text-ink">
        If an account exists for <strong>{sentTo}</strong>, a link to choose a new password is on
        its way. It works for one hour.
      </p>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Please wait...' : 'Send reset link'}
      </Button>
    </form>
  );
}
