import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { paths } from '#shared/paths.ts';
import type { SentInvite } from '../api/get-invite-overview.ts';

/**
 * 'Invite Sent!': the success screen, with the way back home. Its words hold
 * whether or not the address has an account, which the inviter is never told
 * (decision 037).
 */
export function InviteSent({ invite }: { invite: SentInvite }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form this replaced had the focus: move it here, so the news is read out.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="invite-sent-title"
      className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-line bg-white px-6 py-10 text-center shadow-sm"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
        <MailCheck className="size-7" aria-hidden />
      </span>
      <h2
        id="invite-sent-title"
        ref={headingRef}
        tabIndex={-1}
        className="font-(family-name:--font-display) text-2xl font-semibold text-ink"
      >
        Invite Sent!
      </h2>
      <p className="max-w-sm text-ink-soft [overflow-wrap:anywhere]">
        We emailed {invite.inviteeName} at {invite.inviteeEmail}
        {invite.personalMessage ? ' with your message' : ''}. If they are not yet a member, the
        email carries your invitation, and we will let you know when they join.
      </p>
      <p className="max-w-sm text-sm text-ink-soft">
        Your invitation stays yours until someone joins with it: until then you may send it to
        someone else instead.
      </p>
      <Link to={paths.home} className={buttonVariants({ className: 'mt-3' })}>
        Back to Dashboard
      </Link>
    </section>
  );
}
