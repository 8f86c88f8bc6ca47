import { lazy, Suspense } from 'react';
import { isRealmReady } from '#shared/rules/realm-progress.ts';
import { useProgress } from '#web/features/journey/api/get-progress.ts';
import { Dashboard } from '#web/features/journey/components/dashboard/dashboard.tsx';
import {
  ProgressError,
  ProgressLoading,
} from '#web/features/journey/components/progress-states.tsx';

// Loaded after the first paint: the dashboard's first load does not carry the library's code.
const UnlockedResourcesPrompt = lazy(() =>
  import('#web/features/library/components/unlocked-resources-prompt.tsx').then((module) => ({
    default: module.UnlockedResourcesPrompt,
  })),
);

export function Component() {
  const progress = useProgress();

  if (progress.data) {
    const { realms } = progress.data;
    return (
      <>
        <Dashboard progress={progress.data} isConfirmed={progress.dataUpdatedAt > 0} />
        {/* After the Ember Kit claim, never over it. */}
        <Suspense fallback={null}>
          <UnlockedResourcesPrompt
            completedRealmCount={realms.filter((realm) => realm.completed).length}
            isSuppressed={realms.some(isRealmReady)}
          />
        </Suspense>
      </>
    );
  }
  if (progress.isError) {
    return (
      <ProgressError message={progress.error.message} onRetry={() => void progress.refetch()} />
    );
  }
  return <ProgressLoading message="Loading your sanctuary..." />;
}
