import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { inviteLimits } from '#shared/rules/invites.ts';
import { requiredFieldMessages } from '#shared/rules/required-fields.ts';
import { sendInviteInputSchema, type SendInviteInput } from '#shared/schemas/invites.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { TextareaField } from '#web/components/ui/textarea.tsx';
import { formResolver } from '#web/lib/form-resolver.ts';
import { notify, notifyRefusal } from '#web/lib/notify.ts';
import { showServerProblems } from '#web/lib/server-problems.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import type { SentInvite } from '../api/get-invite-overview.ts';
import { useSendInvite } from '../api/send-invite.ts';
import { useInviteDraft } from '../hooks/use-invite-draft.ts';
import { notifySendFailure } from '../utils/notify-send-failure.ts';

/** The invitation: their name and email (required) and a personal message (optional). */
export function InviteForm({ onSent }: { onSent: (invite: SentInvite) => void }) {
  const { user } = useSignedInUser();
  const draft = useInviteDraft(user.id);
  const sendInvite = useSendInvite();
  const form = useForm({
    defaultValues: draft.initial,
    resolver: formResolver(sendInviteInputSchema, {
      required: {
        inviteeName: 'Please enter their name.',
        inviteeEmail: 'Please enter their email.',
      },
    }),
  });
  const { errors } = form.formState;
  const { save } = draft;

  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => save(values),
      }),
    [form, save],
  );

  async function submit(values: SendInviteInput) {
    try {
      const { invite } = await sendInvite.mutateAsync({
        ...values,
        personalMessage: values.personalMessage?.trim() || undefined,
      });
      draft.clear();
      notify('success', 'Invite Sent!', {
        id: 'send-invite',
        description: `We emailed ${invite.inviteeEmail}.`,
      });
      onSent(invite);
    } catch (error) {
      // The server's word about one field (an address that already has an account) goes beside it.
      showServerProblems(form, error);
      notifySendFailure(error, () => void form.handleSubmit(submit)());
    }
  }

  return (
    <form
      noValidate
      aria-label="Invite a creator"
      // A missing field: the original's toast, each field marked and described, focus on the first.
      onSubmit={form.handleSubmit(submit, () =>
        notifyRefusal(requiredFieldMessages.invite, { id: 'send-invite' }),
      )}
      className="flex flex-col gap-4"
    >
      <TextField
        label="Their name"
        isRequired
        autoComplete="off"
        maxLength={inviteLimits.inviteeName}
        error={errors.inviteeName?.message}
        {...form.register('inviteeName')}
      />
      <TextField
        label="Their email"
        isRequired
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={inviteLimits.inviteeEmail}
        error={errors.inviteeEmail?.message}
        {...form.register('inviteeEmail')}
      />
      <TextareaField
        label="Personal message (optional)"
        hint="Included in the invitation email, as you write it."
        rows={4}
        maxLength={inviteLimits.personalMessage}
        error={errors.personalMessage?.message}
        {...form.register('personalMessage')}
      />
      <Button type="submit" size="full" disabled={sendInvite.isPending}>
        {sendInvite.isPending ? 'Sending...' : 'Send Invite'}
      </Button>
    </form>
  );
}
