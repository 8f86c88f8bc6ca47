import { lazy, Suspense } from 'react';
import { isRealmReady } from '#shared/rules/realm-progress.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useProgress } from '#web/features/journey/api/get-progress.ts';
import { Dashboard } from '#web/features/journey/components/dashboard/dashboard.tsx';
import { progressPlaceholders } from '#web/features/journey/components/progress-placeholders.ts';
import { useInviteOverview } from '#web/features/invites/api/get-invite-overview.ts';

// Loaded after the first paint: the dashboard's first load does not carry the library's code.
const UnlockedResourcesPrompt = lazy(() =>
  import('#web/features/library/components/unlocked-resources-prompt.tsx').then((module) => ({
    default: module.UnlockedResourcesPrompt,
  })),
);

export function Component() {
  const progress = useProgress();
  const invites = useInviteOverview();

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
