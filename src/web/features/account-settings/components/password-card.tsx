import { useState, type FormEvent } from 'react';
import { describeWeakPassword, listWeakPasswordReasons } from '#shared/rules/password.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useChangePassword, useHasPassword } from '../api/account-auth.ts';
import { TextField } from './text-field.tsx';

type Errors = { currentPassword?: string; newPassword?: string };

/** Needs the current password; every other device is signed out once it changes. */
export function PasswordCard() {
  const { user } = useSignedInUser();
  const hasPassword = useHasPassword();
  const changePassword = useChangePassword();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const reasons = listWeakPasswordReasons(values.newPassword, user.email);
    const found: Errors = {
      currentPassword: values.currentPassword ? undefined : 'Please enter your current password.',
      newPassword: reasons.length > 0 ? describeWeakPassword(reasons) : undefined,
    };
    setErrors(found);
    if (found.currentPassword || found.newPassword) {
      document.getElementById(found.currentPassword ? 'current-password' : 'new-password')?.focus();
      return;
    }
    try {
      await changePassword.mutateAsync(values);
      setValues({ currentPassword: '', newPassword: '' });
      notify('success', 'Password Changed', {
        description: 'Every other device has been signed out.',
      });
    } catch (changeError) {
      notifyError(changeError, 'Password not changed');
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
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <TextField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
        />
        <TextField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          hint="At least 8 characters, mixing letters and numbers."
          value={values.newPassword}
          error={errors.newPassword}
          onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
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
