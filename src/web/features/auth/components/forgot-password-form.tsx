import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { notifyError } from '#web/lib/notify.ts';
import { email, object, type infer as Infer } from 'zod/mini';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { requestPasswordReset } from '../api/email-auth.ts';

const forgotPasswordSchema = object({
  email: email({ error: 'Please enter a valid email address.' }),
});
type ForgotPasswordInput = Infer<typeof forgotPasswordSchema>;

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
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

  const error = form.formState.errors.email?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="reset-email">Email</Label>
        <Input
          id="reset-email"
          type="email"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reset-email-error' : undefined}
          {...form.register('email')}
        />
        <FieldError id="reset-email-error" message={error} />
      </div>
      <Button type="submit" size="full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Please wait...' : 'Send reset link'}
      </Button>
    </form>
  );
}
