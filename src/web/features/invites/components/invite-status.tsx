import type { InviteStatus as Status } from '#shared/rules/invites.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import type { SentInvite } from '../api/get-invite-overview.ts';
import { BreakableName } from '#web/components/breakable-name.tsx';

const statusLabels = {
  sent: { label: 'Sent', tone: 'ember' },
  accepted: { label: 'Accepted', tone: 'success' },
  expired: { label: 'Expired', tone: 'muted' },
  revoked: { label: 'Withdrawn', tone: 'muted' },
} as const satisfies Record<Status, { label: string; tone: string }>;

function statusLine(invite: SentInvite): string {
  switch (invite.status) {
    case 'sent':
      return `Nobody has joined with it yet. If ${invite.inviteeName} is not yet a member, their link works until ${formatDate(new Date(invite.expiresAt))}.`;
    case 'accepted':
      return `${invite.inviteeName} joined Emberpath${invite.acceptedAt ? ` on ${formatDate(new Date(invite.acceptedAt))}` : ''}. You passed the flame.`;
    case 'expired':
      return `The link expired on ${formatDate(new Date(invite.expiresAt))} before it was used.`;
    case 'revoked':
      return 'This invitation was withdrawn: its link no longer works.';
  }
}

/** The one invitation a creator sent: whom, when, and what became of it. */
export function InviteStatusCard({ invite }: { invite: SentInvite }) {
  const status = statusLabels[invite.status];
  return (
    <section
      aria-labelledby="invite-status-title"
      className="flex flex-col gap-4 rounded-(--radius-card) border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="invite-status-title" className="text-lg font-semibold text-ink">
          Your invitation
        </h2>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-soft">Invited</dt>
        <dd className="min-w-0 text-ink [overflow-wrap:break-word]">
          {invite.inviteeName} (<BreakableName text={invite.inviteeEmail} />)
        </dd>
        <dt className="text-ink-soft">Sent</dt>
        <dd className="text-ink">{formatDate(new Date(invite.createdAt))}</dd>
        <dt className="text-ink-soft">Status</dt>
        <dd className="text-ink">{status.label}</dd>
      </dl>
      <p className="text-ink">{statusLine(invite)}</p>
      {invite.personalMessage && (
        <figure className="rounded-2xl bg-ember-50 p-4">
          <figcaption className="text-sm font-medium text-ink-soft">Your message</figcaption>
          <blockquote className="mt-1 whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            {invite.personalMessage}
          </blockquote>
        </figure>
      )}
      <p className="text-sm text-ink-soft">
        Each creator may pass the flame once: it is passed when someone joins with your invitation
        and confirms their email.
      </p>
    </section>
  );
}
