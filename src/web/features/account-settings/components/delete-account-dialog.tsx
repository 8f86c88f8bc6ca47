import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { isSameEmail } from '#shared/rules/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notifyError } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { deleteAccount } from '../api/account-settings-api.ts';
import { TextField } from './text-field.tsx';

type Errors = { email?: string; password?: string };

/** Confirmation by typing the account's address (and its password, for password accounts). */
export function DeleteAccountDialog(props: {
  needsPassword: boolean;
  onClose: () => void;
  onDeleted: () => Promise<void>;
}) {
  const { user } = useSignedInUser();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [isDeleting, setIsDeleting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      email: isSameEmail(email, user.email) ? undefined : `Type ${user.email} to confirm.`,
      password:
        props.needsPassword && !password ? 'Please enter your password to confirm.' : undefined,
    };
    setErrors(found);
    if (found.email || found.password) {
      document.getElementById(found.email ? 'delete-email' : 'delete-password')?.focus();
      return;
    }
    setIsDeleting(true);
    try {
      await deleteAccount({ email, ...(props.needsPassword && { password }) });
      await props.onDeleted();
    } catch (error) {
      notifyError(error, 'Account not deleted');
      setIsDeleting(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && !isDeleting && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-3xl bg-white p-6 pb-[calc(1.5rem+env(safe-area-inset-bottom))] shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Close"
              className="absolute top-3 right-3"
              disabled={isDeleting}
            >
              <X aria-hidden />
            </Button>
          </Dialog.Close>
          <Dialog.Title className="pr-10 font-(family-name:--font-display) text-2xl font-semibold text-ink">
            Delete your account?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-ink-soft">
            Your profile, answers, check-ins, worksheets, buddies, invitations and notifications are
            deleted for good. Kits already shipped stay in the programme&rsquo;s records without
            your name or address. Download your data first if you want to keep it.
          </Dialog.Description>
          <form
            noValidate
            onSubmit={(event) => void submit(event)}
            className="mt-5 flex flex-col gap-3"
          >
            <TextField
              id="delete-email"
              label={`Type your email (${user.email}) to confirm`}
              type="email"
              autoComplete="off"
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            {props.needsPassword && (
              <TextField
                id="delete-password"
                label="Password"
                type="password"
                autoComplete="current-password"
                maxLength={128}
                value={password}
                error={errors.password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
            <Button
              type="submit"
              size="full"
              className="mt-2 bg-red-700 hover:bg-red-800"
              disabled={isDeleting}
            >
              {isDeleting ? 'Deleting...' : 'Delete my account forever'}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
