import { Flame } from 'lucide-react';
import { useState } from 'react';
import {
  INVITE_UNLOCKING_REALM_ID,
  INVITE_VALID_DAYS,
  MAX_INVITES_SENT,
} from '#shared/rules/invites.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useInviteOverview, type SentInvite } from '../api/get-invite-overview.ts';
import { InviteForm } from './invite-form.tsx';
import { InviteLocked, unlockingRealmOf, type UnlockStep } from './invite-locked.tsx';
import { InviteSent } from './invite-sent.tsx';
import { InviteStatusCard } from './invite-status.tsx';

/**
 * 'Pass the Flame': the form for a creator who may invite, what unlocks it for
 * one who may not yet, the invitation's status for one who sent it (with the
 * form again while nobody has joined with it), and 'Invite Sent!' right after
 * sending.
 */
export function PassTheFlameScreen({ unlockSteps }: { unlockSteps: UnlockStep[] | undefined }) {
  const overview = useInviteOverview();
  const [justSent, setJustSent] = useState<SentInvite | null>(null);

  if (justSent) return <InviteSent invite={justSent} />;
  return (
    <QueryState query={overview} loadingText="Loading your invitation..." placeholders={['h-64']}>
      {(data) =>
        data.invite && data.canInvite ? (
          <div className="flex flex-col gap-4">
            <InviteStatusCard invite={data.invite} />
            <SendElsewhere onSent={setJustSent} />
          </div>
        ) : data.invite ? (
          <InviteStatusCard invite={data.invite} />
        ) : data.canInvite ? (
          <InviteIntro realmTitle={unlockingRealmOf(unlockSteps)?.title} onSent={setJustSent} />
        ) : (
          <InviteLocked steps={unlockSteps} />
        )
      }
    </QueryState>
  );
}

function InviteIntro(props: {
  /** Unknown until the journey has loaded: then the realm goes by its number. */
  realmTitle: string | undefined;
  onSent: (invite: SentInvite) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="invite-intro-title"
        className="rounded-(--radius-card) bg-linear-to-br from-ember-700 to-ember-900 p-5 text-white shadow-sm"
      >
        <Flame className="size-8 text-ember-200" aria-hidden />
        <h2
          id="invite-intro-title"
          className="mt-2 font-(family-name:--font-display) text-xl font-semibold"
        >
          Invite a fellow creator
        </h2>
        <p className="mt-1 text-ember-50">
          You completed {props.realmTitle ?? `Realm ${INVITE_UNLOCKING_REALM_ID}`}, and may now
          invite one creator to begin their own journey. They will get an email with a link to join;
          it works once, for {INVITE_VALID_DAYS} days.
        </p>
      </section>
      <div className="rounded-(--radius-card) border border-line bg-white p-5 shadow-sm">
        <InviteForm onSent={props.onSent} />
      </div>
    </div>
  );
}

/** Nobody has joined with the invitation yet: it may go to someone else, which withdraws the link sent. */
function SendElsewhere(props: { onSent: (invite: SentInvite) => void }) {
  return (
    <section
      aria-labelledby="send-elsewhere-title"
      className="rounded-(--radius-card) border border-line bg-white p-5 shadow-sm"
    >
      <h2 id="send-elsewhere-title" className="text-lg font-semibold text-ink">
        Send it to someone else instead
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-soft">
        Your invitation is still yours. Sending it again withdraws the link you sent before; up to{' '}
        {MAX_INVITES_SENT} sends in all.
      </p>
      <InviteForm onSent={props.onSent} />
    </section>
  );
}
