import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import type { BuddyOverview } from '../../api/get-buddy-overview.ts';
import { BuddyAvatar } from '../buddy-avatar.tsx';
import { BlockCreatorDialog } from './block-creator-dialog.tsx';
import { ManageSection, PersonRow } from './manage-section.tsx';

type PastPairing = BuddyOverview['past'][number];

function howItEnded(pairing: PastPairing): string {
  if (pairing.endReason === 'graduated') return 'Graduated together';
  return pairing.endedByMe ? 'You ended it' : `${pairing.buddy.name} ended it`;
}

function spanOf(pairing: PastPairing): string {
  const from = formatDate(new Date(pairing.pairedAt));
  return pairing.endedAt ? `${from} to ${formatDate(new Date(pairing.endedAt))}` : from;
}

/** Pairings that have ended, newest first: history, with Block for anyone the creator would rather not hear from. */
export function PastPairings(props: { pairings: PastPairing[]; blockedIds: ReadonlySet<string> }) {
  const [blocking, setBlocking] = useState<PastPairing['buddy']>();
  return (
    <ManageSection
      heading="Past Pairings"
      emptyText="Pairings that end, or graduate when a realm is completed, are kept here."
      isEmpty={props.pairings.length === 0}
    >
      <ul className="divide-y divide-line">
        {props.pairings.map((pairing) => (
          <PersonRow
            key={pairing.id}
            avatar={<BuddyAvatar name={pairing.buddy.name} avatar={pairing.buddy.avatar} />}
            name={pairing.buddy.name}
            detail={`${pairing.realm} · ${spanOf(pairing)} · ${howItEnded(pairing)}`}
            actions={
              props.blockedIds.has(pairing.buddy.id) ? null : (
                <Button variant="ghost" onClick={() => setBlocking(pairing.buddy)}>
                  Block<span className="sr-only"> {pairing.buddy.name}</span>
                </Button>
              )
            }
          />
        ))}
      </ul>
      {blocking && <BlockCreatorDialog creator={blocking} onClose={() => setBlocking(undefined)} />}
    </ManageSection>
  );
}
