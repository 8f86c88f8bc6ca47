import { lazy, Suspense } from 'react';
import { isRealmReady } from '#shared/rules/realm-progress.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useProgress } from '#web/features/journey/api/get-progress.ts';
import { Dashboard } from '#web/features/journey/components/dashboard/dashboard.tsx';
import { progressPlaceholders } from '#web/features/journey/components/progress-placeholders.ts';
import { useQuery } from '@tanstack/react-query';
import { INVITE_UNLOCKING_REALM_ID } from '#shared/rules/invites.ts';
import { getInviteOverviewQueryOptions } from '#web/features/invites/api/get-invite-overview.ts';
import { useSignedInUser } from '#web/lib/session.ts';

// Loaded after the first paint: the dashboard's first load does not carry the library's code.
const UnlockedResourcesPrompt = lazy(() =>
  import('#web/features/library/components/unlocked-resources-prompt.tsx').then((module) => ({
    default: module.UnlockedResourcesPrompt,
  })),
);

// Asked once hydrated, with its own code: most creators walk in no cohort, and the first paint's
// budget is spent (decisions 030, 031).
const CohortCard = lazy(() =>
  import('#web/features/cohorts/components/cohort-card.tsx').then((module) => ({
    default: module.CohortCard,
  })),
);

export function Component() {
  const progress = useProgress();
  const { user } = useSignedInUser();
  // Asked only once the invitation is earned: asked earlier, a stale "not yet" would meet the
  // creator on the invitation form right after the claim that earned it.
  const hasEarnedInvite = Boolean(
    progress.data?.realms.some(
      (realm) => realm.id === INVITE_UNLOCKING_REALM_ID && realm.completed,
    ),
  );
  const invites = useQuery({
    ...getInviteOverviewQueryOptions(user.id),
    enabled: hasEarnedInvite,
  });

  return (
    <QueryState
      query={progress}
      loadingText="Loading your sanctuary..."
      placeholders={progressPlaceholders}
    >
      {(data) => (
        <>
          <Dashboard
            progress={data}
            isConfirmed={progress.dataUpdatedAt > 0}
            sentInvite={invites.data?.invite}
            cohortCard={
              <CohortCard completedRealms={data.realms.filter((realm) => realm.completed).length} />
            }
          />
          {/* After the Ember Kit claim, never over it. */}
          <Suspense fallback={null}>
            <UnlockedResourcesPrompt
              completedRealmCount={data.realms.filter((realm) => realm.completed).length}
              isSuppressed={data.realms.some(isRealmReady)}
            />
          </Suspense>
        </>
      )}
    </QueryState>
  );
}
