import { ChevronRight, Flame, Swords, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';

function Shortcut(props: { to: string; icon: LucideIcon; title: string; text: string }) {
  const Icon = props.icon;
  return (
    <Link
      to={props.to}
      className="flex min-h-11 items-center gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm transition-colors hover:bg-ember-50"
    >
      <Icon className="size-6 shrink-0 text-ember-700" aria-hidden />
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <span className="block font-semibold text-ink">{props.title}</span>
        <span className="block text-sm text-ink-soft">{props.text}</span>
      </span>
      <ChevronRight className="size-5 text-ink-soft" aria-hidden />
    </Link>
  );
}

/** The one invitation, as the server knows it now: who it went to and where it stands. */
export type SentInviteSummary = {
  inviteeName: string;
  status: 'sent' | 'accepted' | 'expired' | 'revoked';
};

function passTheFlameText(invite: SentInviteSummary | null | undefined): string {
  if (!invite) return 'Invite one fellow creator';
  return {
    sent: `Your invitation to ${invite.inviteeName} is still yours: nobody has joined with it yet`,
    accepted: `${invite.inviteeName} joined through your invitation`,
    expired: `Your invitation to ${invite.inviteeName} expired`,
    revoked: `Your invitation to ${invite.inviteeName} was withdrawn`,
  }[invite.status];
}

/**
 * `hasQuestsLeft`: 'Continue Your Quests' only when there is something to continue.
 * `canPassTheFlame` once Structure is completed: the way to the one invitation, whenever they like.
 */
export function ShortcutCards(props: {
  hasQuestsLeft: boolean;
  canPassTheFlame: boolean;
  sentInvite?: SentInviteSummary | null;
}) {
  const { canPassTheFlame } = props;
  return (
    <nav aria-label="Shortcuts" className="grid gap-3 sm:grid-cols-2">
      {props.hasQuestsLeft && (
        <Shortcut
          to={paths.quests}
          icon={Swords}
          title="Continue Your Quests"
          text="Pick up where you left off"
        />
      )}
      <Shortcut
        to={paths.buddies}
        icon={Users}
        title="Realm Buddies"
        text="Create alongside others"
      />
      {canPassTheFlame && (
        <Shortcut
          to={paths.inviteCreator}
          icon={Flame}
          title="Pass the Flame"
          text={passTheFlameText(props.sentInvite)}
        />
      )}
    </nav>
  );
}
