import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isSameEmail } from '#shared/rules/profile.ts';
import { deleteAccountInputSchema, type DeleteAccountInput } from '#shared/schemas/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogBody, DialogFooter, dialogFormClass } from '#web/components/ui/dialog.tsx';
import { PasswordField } from '#web/components/ui/password-input.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notifyError } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { deleteAccount } from '../api/delete-account.ts';

/** Confirmation by typing the account's address (and its password, for password accounts). */
export function DeleteAccountDialog(props: {
  needsPassword: boolean;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  const { user } = useSignedInUser();
  const form = useForm({
    defaultValues: { email: '', password: '' },
    resolver: formResolver(deleteAccountInputSchema, {
      required: props.needsPassword ? { password: 'Please enter your password to confirm.' } : {},
      check: (values) => ({
        email: !isSameEmail(values.email, user.email) && `Type ${user.email} to confirm.`,
      }),
    }),
  });
  const { errors, isSubmitting } = form.formState;
  // Once it is gone, the page leaves for /auth: the button stays busy until then.
  const [isDeleted, setIsDeleted] = useState(false);
  const isDeleting = isSubmitting || isDeleted;

  async function submit({ email, password }: DeleteAccountInput) {
    try {
      await deleteAccount({ email, ...(props.needsPassword && { password }) });
      setIsDeleted(true);
      await props.onDeleted();
    } catch (error) {
      showServerProblems(form, error);
      notifyError(error, 'Account not deleted');
    }
  }

  return (
    <Dialog
      title="Delete your account?"
      description="Your profile, answers, check-ins, worksheets, buddies, invitations and notifications are deleted for good. Kits already shipped stay in the programme’s records without your name or address. Download your data first if you want to keep it."
      width="md"
      isBusy={isDeleting}
      onClose={props.onClose}
    >
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className={dialogFormClass}
      >
        <DialogBody>
          <TextField
            label={`Type your email (${user.email}) to confirm`}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          {props.needsPassword && (
            <PasswordField
              label="Password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...form.register('password')}
            />
          )}
        </DialogBody>
        <DialogFooter>
          <Button
            type="submit"
            size="full"
            className="bg-red-700 hover:bg-red-800"
            disabled={isDeleting}
          >
            {isDeleting ? 'Deleting...' : 'Delete my account forever'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
