import { Flame, Info } from 'lucide-react';
import { AppError } from '#shared/errors.ts';
import { inviteMessages } from '#shared/rules/invites.ts';
import type { Invitation } from '../api/get-invitation.ts';

const closedWords = {
  accepted: inviteMessages.linkUsed,
  expired: inviteMessages.linkExpired,
  revoked: inviteMessages.linkRevoked,
} as const;

/**
 * Above the sign-up form on /auth?invite=CODE: who invited the visitor and
 * what they wrote, or, plainly, why the link no longer works (the form below
 * still does).
 */
export function InvitationBanner(props: {
  invitation: Invitation | undefined;
  error: Error | null;
}) {
  const { invitation } = props;
  if (invitation?.status === 'sent') {
    return (
      <section
        aria-labelledby="invitation-title"
        className="flex gap-3 rounded-2xl border border-ember-200 bg-ember-50 p-4"
      >
        <Flame className="mt-0.5 size-5 shrink-0 text-ember-700" aria-hidden />
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <h2 id="invitation-title" className="font-semibold text-ink">
            {invitation.inviterName} invited you to Emberpath
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            Create your account with {invitation.inviteeEmail} to accept, and begin your journey
            through the realms.
          </p>
          {invitation.personalMessage && (
            <figure className="mt-3 rounded-xl bg-white/70 p-3">
              <figcaption className="text-sm font-medium text-ink-soft">
                {invitation.inviterName} wrote:
              </figcaption>
              {/* Shown as text, line breaks kept: whatever markup they typed stays words. */}
              <blockquote className="mt-1 whitespace-pre-line text-ink">
                {invitation.personalMessage}
              </blockquote>
            </figure>
          )}
        </div>
      </section>
    );
  }
  const words =
    invitation !== undefined
      ? closedWords[invitation.status]
      : props.error instanceof AppError && props.error.code !== 'NOT_FOUND'
        ? { title: 'We could not open this invitation', message: props.error.userMessage }
        : inviteMessages.linkUnknown;
  return (
    <section
      role="status"
      aria-labelledby="invitation-title"
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-amber-900" aria-hidden />
      <div className="min-w-0">
        <h2 id="invitation-title" className="font-semibold text-ink">
          {words.title}
        </h2>
        <p className="mt-1 text-sm text-ink">{words.message}</p>
      </div>
    </section>
  );
}
