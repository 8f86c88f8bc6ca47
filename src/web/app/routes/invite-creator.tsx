import { INVITE_UNLOCKING_REALM_ID } from '#shared/rules/invites.ts';
import { useProgress } from '#web/features/journey/api/get-progress.ts';
import { realmCompletion } from '#web/features/journey/utils/journey-stats.ts';
import type { Progress } from '#web/features/journey/utils/progress-model.ts';
import type { UnlockStep } from '#web/features/invites/components/invite-locked.tsx';
import { PassTheFlameScreen } from '#web/features/invites/components/pass-the-flame-screen.tsx';

/** The realms up to the one that unlocks the invitation, as the journey knows them. */
function unlockStepsOf(progress: Progress): UnlockStep[] {
  return progress.realms
    .filter((realm) => realm.id <= INVITE_UNLOCKING_REALM_ID)
    .map((realm) => {
      const { done, total } = realmCompletion(realm);
      return { id: realm.id, title: realm.title, done, total, isCompleted: realm.completed };
    });
}

/** 'Pass the Flame': the invitations feature, with the journey's progress for its locked state. */
export function Component() {
  const progress = useProgress();
  return <PassTheFlameScreen unlockSteps={progress.data && unlockStepsOf(progress.data)} />;
}
