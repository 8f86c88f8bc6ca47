import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths, withQuery } from '#shared/paths.ts';
import { MasteryCard } from '../dashboard/mastery-card.tsx';

// The form and dialog load when the creator asks for them, not with the quest list.
const RewardDialog = lazy(() =>
  import('./reward-dialog.tsx').then((module) => ({ default: module.RewardDialog })),
);

/** The celebration and the kit claim on the screen where the last quest was done. */
export function ClaimKitHere(props: { realmId: number; realmTitle: string; takesFocus?: boolean }) {
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <MasteryCard
        realmTitle={props.realmTitle}
        onClaim={() => setIsOpen(true)}
        takesFocus={props.takesFocus}
      />
      {isOpen && (
        <Suspense fallback={null}>
          <RewardDialog
            realmId={props.realmId}
            realmTitle={props.realmTitle}
            onClose={() => {
              setIsOpen(false);
              // Claimed, the creator's current realm moves on: this screen stays on the realm
              // just mastered, where 'Realm Mastered!' offers the way on.
              void navigate(withQuery(paths.quests, { realm: props.realmId }), { replace: true });
            }}
            onInvite={() => {
              setIsOpen(false);
              void navigate(paths.inviteCreator);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
