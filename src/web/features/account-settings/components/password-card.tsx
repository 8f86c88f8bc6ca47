import { useForm } from 'react-hook-form';
import { changePasswordInputSchema, type ChangePasswordInput } from '#shared/schemas/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { PasswordField } from '#web/components/ui/password-input.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useChangePassword, useHasPassword } from '../api/account-auth.ts';
import { passwordRulesHint } from '#shared/rules/password.ts';

/** Needs the current password; every other device is signed out once it changes. */
export function PasswordCard() {
  const { user } = useSignedInUser();
  const hasPassword = useHasPassword();
  const changePassword = useChangePassword();
  const form = useForm({
    defaultValues: { currentPassword: '', newPassword: '' },
    resolver: formResolver(changePasswordInputSchema(user.email), {
      required: { currentPassword: 'Please enter your current password.' },
    }),
  });
  const { errors } = form.formState;

  async function submit(values: ChangePasswordInput) {
    try {
      await changePassword.mutateAsync(values);
      form.reset();
      notify('success', 'Password Changed', {
        id: 'change-password',
        description: 'Every other device has been signed out.',
      });
    } catch (error) {
      notifyError(error, 'Password not changed', { id: 'change-password' });
    }
  }

  if (hasPassword.data === false) {
    return (
      <SectionCard heading="Password">
        <p className="text-sm text-ink-soft">
          You sign in through a provider, so there is no Emberpath password to change.
        </p>
      </SectionCard>
    );
  }
  return (
    <SectionCard heading="Password" intro="Changing it signs out every other device.">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-3">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={passwordRulesHint}
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <Button
          type="submit"
          variant="secondary"
          className="self-start"
          disabled={changePassword.isPending}
        >
          {changePassword.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </SectionCard>
  );
}
