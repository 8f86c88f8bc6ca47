import type { ReactNode } from 'react';
import { kitClaimStatusLabels } from '#shared/rules/kit-claims.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useCreator, type CreatorDetail } from '../api/get-creator.ts';
import { worksheetFilePath } from '../api/get-worksheet-file.ts';
import { ConsolePage } from './console-page.tsx';
import { CreatorCohortField } from './cohorts/creator-cohort-field.tsx';
import { StaffRolesEditor } from './staff-roles-editor.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { BreakableName } from '#web/components/breakable-name.tsx';
import { countOf, nouns } from '#shared/rules/plural.ts';

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section
      aria-label={heading}
      className="flex flex-col gap-2 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm"
    >
      <h2 className="font-semibold text-ink [overflow-wrap:anywhere]">{heading}</h2>
      {children}
    </section>
  );
}

const none = (text: string) => <p className="text-sm text-ink-soft">{text}</p>;

function CreatorDetails({ detail }: { detail: CreatorDetail }) {
  const { creator } = detail;
  // Realms not written yet are left out; one waiting for its date (a cohort's week) says when.
  const shownRealms = detail.realms.filter((realm) => !realm.isComingSoon || realm.opensAt);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section heading={creator.name || creator.email}>
        <div className="flex items-center gap-3">
          <Avatar
            name={creator.name}
            email={creator.email}
            image={creator.image}
            className="size-12 text-lg"
          />
          <p className="min-w-0 text-sm text-ink">
            <BreakableName text={creator.email} />
          </p>
        </div>
        <p className="text-sm text-ink-soft">
          {creator.role === 'staff' ? 'Staff' : 'Creator'} · Realm {detail.currentRealm} ·{' '}
          {countOf(detail.checkinCount, nouns.checkin)} · streak{' '}
          {countOf(detail.streak.current, nouns.day)} (best {countOf(detail.streak.best, nouns.day)}
          )
        </p>
        <StaffRolesEditor detail={detail} />
        <CreatorCohortField detail={detail} />
      </Section>
      <Section heading="Realms">
        {shownRealms.length === 0 ? (
          none('No realm is open for this creator yet.')
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {shownRealms.map((realm) => (
              <li key={realm.id}>
                Realm {realm.id}: {realm.title} —{' '}
                {realm.completed
                  ? `completed ${formatDateTime(realm.completedAt)}`
                  : realm.isComingSoon
                    ? `opens ${formatDateTime(realm.opensAt)}`
                    : realm.unlocked
                      ? 'in progress'
                      : 'locked'}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section heading="Answers and worksheets">
        {detail.realms
          .flatMap((realm) => [...realm.quests, ...(realm.finalTask ? [realm.finalTask] : [])])
          .filter((quest) => quest.completedAt || quest.fileName).length === 0 ? (
          none('No answers yet.')
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {detail.realms.flatMap((realm) =>
              [...realm.quests, ...(realm.finalTask ? [realm.finalTask] : [])]
                .filter((quest) => quest.completedAt || quest.fileName)
                .map((quest) => (
                  <li key={quest.id} className="break-words">
                    <span className="font-medium text-ink">{quest.title}</span>
                    {quest.fileName ? (
                      <>
                        {' '}
                        <a
                          href={worksheetFilePath(quest.id, creator.id)}
                          className="text-ember-800 underline underline-offset-2"
                        >
                          Download <BreakableName text={quest.fileName} />
                        </a>
                      </>
                    ) : (
                      // The creator's own line breaks, kept.
                      <p className="mt-1 whitespace-pre-wrap text-ink-soft">{quest.content}</p>
                    )}
                  </li>
                )),
            )}
          </ul>
        )}
      </Section>
      <Section heading="Kit claims">
        {detail.claims.length === 0 ? (
          none('No kits claimed yet.')
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {detail.claims.map((claim) => (
              <li key={claim.id}>
                Realm {claim.realmId}: {kitClaimStatusLabels[claim.status]}
                {claim.trackingNumber && ` · ${claim.carrier} ${claim.trackingNumber}`}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section heading="Invitations">
        {detail.invitations.length === 0 ? (
          none('No invitations.')
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {detail.invitations.map((invitation) => (
              <li key={invitation.id} className="break-words">
                {invitation.inviterId === creator.id
                  ? `Invited ${invitation.inviteeName} (${invitation.inviteeEmail}) — ${invitation.status}`
                  : `Invited by ${invitation.inviterName || invitation.inviterEmail}`}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section heading="Buddies">
        {detail.buddies.length === 0 ? (
          none('No buddies.')
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {detail.buddies.map((pair) => (
              <li key={pair.id} className="break-words">
                {pair.buddyName || pair.buddyEmail} · Realm {pair.realmId} ·{' '}
                {pair.endedAt ? `ended ${formatDateTime(pair.endedAt)}` : 'current'}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

/** One creator, everything the console knows about them. */
export function CreatorScreen({ userId }: { userId: string }) {
  const creator = useCreator(userId);
  return (
    <ConsolePage>
      <QueryState query={creator} what="this creator">
        {(detail) => <CreatorDetails detail={detail} />}
      </QueryState>
    </ConsolePage>
  );
}
