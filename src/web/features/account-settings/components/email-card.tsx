import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_EMAIL_LENGTH } from '#shared/rules/text.ts';
import { changeEmailInputSchema, type ChangeEmailInput } from '#shared/schemas/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notifyError } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useChangeEmail } from '../api/account-auth.ts';

/** A new address is confirmed by following the link sent to it; until then the old one stands. */
export function EmailCard() {
  const { user } = useSignedInUser();
  const changeEmail = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    defaultValues: { newEmail: '' },
    resolver: formResolver(changeEmailInputSchema(user.email)),
  });

  async function submit({ newEmail }: ChangeEmailInput) {
    try {
      await changeEmail.mutateAsync(newEmail);
      setSentTo(newEmail);
      form.reset();
    } catch (error) {
      notifyError(error, 'Email not changed');
    }
  }

  return (
    <SectionCard heading="Email address" intro={`You sign in with ${user.email}.`}>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-3">
        <TextField
          label="New email address"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          error={form.formState.errors.newEmail?.message}
          {...form.register('newEmail')}
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
