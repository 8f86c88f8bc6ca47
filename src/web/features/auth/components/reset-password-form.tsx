import { useForm } from 'react-hook-form';
import { resetPasswordInputSchema, type ResetPasswordInput } from '#shared/schemas/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PasswordField } from '#web/components/ui/password-input.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { resetPassword } from '../api/email-auth.ts';
import { passwordRulesHint } from '#shared/rules/password.ts';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm({
    resolver: formResolver(resetPasswordInputSchema),
    defaultValues: { newPassword: '' },
  });

  async function submit({ newPassword }: ResetPasswordInput) {
    try {
      await resetPassword({ token, newPassword });
      notify('success', 'Password updated', {
        id: 'reset-password',
        description: 'Sign in with your new password.',
      });
      onDone();
    } catch (error) {
      notifyError(error, 'Reset Error', { id: 'reset-password' });
    }
  }

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
        {form.formState.isSubmitting ? 'Please wait...' : 'Set new password'}
      </Button>
    </form>
  );
}
