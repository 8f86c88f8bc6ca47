import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AppError } from '#shared/errors.ts';
import { inviteLimits } from '#shared/rules/invites.ts';
import { isBlank, requiredFieldMessages } from '#shared/rules/required-fields.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { notify, notifyRefusal } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import type { SentInvite } from '../api/get-invite-overview.ts';
import { useSendInvite } from '../api/send-invite.ts';
import { useInviteDraft, type InviteDraft } from '../hooks/use-invite-draft.ts';
import { notifySendFailure } from '../utils/notify-send-failure.ts';

const fieldNames = ['inviteeName', 'inviteeEmail'] as const;

/** The invitation: their name and email (required) and a personal message (optional). */
export function InviteForm({ onSent }: { onSent: (invite: SentInvite) => void }) {
  const { user } = useSignedInUser();
  const draft = useInviteDraft(user.id);
  const sendInvite = useSendInvite();
  const form = useForm<InviteDraft>({ defaultValues: draft.initial });
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

  async function submit(values: InviteDraft) {
    try {
      const { invite } = await sendInvite.mutateAsync({
        ...values,
        personalMessage: values.personalMessage.trim() || undefined,
      });
      draft.clear();
      notify('success', 'Invite Sent!', {
        description: `Your invitation is on its way to ${invite.inviteeEmail}.`,
      });
      onSent(invite);
    } catch (error) {
      // The server's word about one field (an address that already has an account) goes beside it.
      const problem =
        error instanceof AppError
          ? error.problems?.find((candidate) =>
              (fieldNames as readonly string[]).includes(candidate.path),
            )
          : undefined;
      if (problem) {
        form.setError(
          problem.path as (typeof fieldNames)[number],
          { message: problem.message },
          { shouldFocus: true },
        );
      }
      notifySendFailure(error, () => void form.handleSubmit(submit)());
    }
  }

  const requiredRule = (message: string) => ({
    validate: (value: string) => !isBlank(value) || message,
  });

  return (
    <form
      noValidate
      aria-label="Invite a creator"
      // A missing field: the original's toast, each field marked and described, focus on the first.
      onSubmit={form.handleSubmit(submit, () => notifyRefusal(requiredFieldMessages.invite))}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="invitee-name">
          Their name
          <span aria-hidden className="text-ember-700">
            {' '}
            *
          </span>
        </Label>
        <Input
          id="invitee-name"
          autoComplete="off"
          aria-required
          aria-invalid={errors.inviteeName ? true : undefined}
          aria-describedby={errors.inviteeName ? 'invitee-name-error' : undefined}
          maxLength={inviteLimits.inviteeName}
          {...form.register('inviteeName', requiredRule('Please enter their name.'))}
        />
        <FieldError id="invitee-name-error" message={errors.inviteeName?.message} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="invitee-email">
          Their email
          <span aria-hidden className="text-ember-700">
            {' '}
            *
          </span>
        </Label>
        <Input
          id="invitee-email"
          type="email"
          inputMode="email"
          autoComplete="off"
          aria-required
          aria-invalid={errors.inviteeEmail ? true : undefined}
          aria-describedby={errors.inviteeEmail ? 'invitee-email-error' : undefined}
          maxLength={inviteLimits.inviteeEmail}
          {...form.register('inviteeEmail', requiredRule('Please enter their email.'))}
        />
        <FieldError id="invitee-email-error" message={errors.inviteeEmail?.message} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="personal-message">Personal message (optional)</Label>
        <textarea
          id="personal-message"
          rows={4}
          maxLength={inviteLimits.personalMessage}
          aria-describedby="personal-message-hint"
          className="w-full rounded-xl border border-line bg-white p-3 text-base text-ink focus-visible:border-ember-500"
          {...form.register('personalMessage')}
        />
        <p id="personal-message-hint" className="text-sm text-ink-soft">
          Included in the invitation email, as you write it.
        </p>
      </div>
      <Button type="submit" size="full" disabled={sendInvite.isPending}>
        {sendInvite.isPending ? 'Sending...' : 'Send Invite'}
      </Button>
    </form>
  );
}
