import { useState, type FormEvent } from 'react';
import { isSameEmail } from '#shared/rules/profile.ts';
import { isBlank } from '#shared/rules/required-fields.ts';
import { MAX_EMAIL_LENGTH } from '#shared/rules/text.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { notifyError } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useChangeEmail } from '../api/account-auth.ts';
import { TextField } from './text-field.tsx';

/** A new address is confirmed by following the link sent to it; until then the old one stands. */
export function EmailCard() {
  const { user } = useSignedInUser();
  const changeEmail = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = newEmail.trim();
    if (isBlank(typed) || !typed.includes('@'))
      return setError('Please enter a valid email address.');
    if (isSameEmail(typed, user.email)) return setError('That is already your email address.');
    setError(undefined);
    try {
      await changeEmail.mutateAsync(typed);
      setSentTo(typed);
      setNewEmail('');
    } catch (changeError) {
      notifyError(changeError, 'Email not changed');
    }
  }

  return (
    <SectionCard heading="Email address" intro={`You sign in with ${user.email}.`}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <TextField
          id="new-email"
          label="New email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          value={newEmail}
          error={error}
          onChange={(event) => setNewEmail(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          className="self-start"
          disabled={changeEmail.isPending}
        >
          {changeEmail.isPending ? 'Sending...' : 'Send confirmation link'}
        </Button>
      </form>
      {sentTo && (
        <p role="status" className="rounded-xl bg-ember-50 p-3 text-sm text-ink">
          We sent a link to <strong>{sentTo}</strong>. Your address changes when you follow it.
        </p>
      )}
    </SectionCard>
  );
}
