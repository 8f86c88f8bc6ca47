import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify, notifyError } from '#web/lib/notify.ts';
import { object, refine, string, type infer as Infer } from 'zod/mini';
import { describeWeakPassword, listWeakPasswordReasons } from '#shared/rules/password.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { resetPassword } from '../api/email-auth.ts';
import { PasswordInput } from './password-input.tsx';

const resetPasswordSchema = object({
  newPassword: string().check(
    refine((password) => listWeakPasswordReasons(password).length === 0, {
      error: (issue) => describeWeakPassword(listWeakPasswordReasons(String(issue.input))),
    }),
  ),
});
type ResetPasswordInput = Infer<typeof resetPasswordSchema>;

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '' },
  });

  async function submit({ newPassword }: ResetPasswordInput) {
    try {
      await resetPassword({ token, newPassword });
      notify('success', 'Password updated', { description: 'Sign in with your new password.' });
      onDone();
    } catch (error) {
      notifyError(error, 'Reset Error');
    }
  }

  const error = form.formState.errors.newPassword?.message;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-password">New password</Label>
        <PasswordInput
          id="new-password"
          autoComplete="new-password"
          aria-invalid={error ? true : undefined}
          aria-describedby="new-password-hint"
          {...form.register('newPassword')}
        />
        {error ? (
          <FieldError id="new-password-hint" message={error} />
        ) : (
          <p id="new-password-hint" className="text-sm text-ink-soft">
            At least 8 characters, mixing letters and numbers.
          </p>
        )}
      </div>
      <Button type="submit" size="full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Please wait...' : 'Set new password'}
      </Button>
    </form>
  );
}
