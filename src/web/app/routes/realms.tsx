import { QueryState } from '#web/components/ui/query-state.tsx';
import { useMyCohort } from '#web/features/cohorts/api/get-my-cohort.ts';
import { CohortSummary } from '#web/features/cohorts/components/cohort-summary.tsx';
import { useProgress } from '#web/features/journey/api/get-progress.ts';
import { progressPlaceholders } from '#web/features/journey/components/progress-placeholders.ts';
import { RealmsScreen } from '#web/features/journey/components/realms/realms-screen.tsx';

export function Component() {
  const progress = useProgress();
  const cohort = useMyCohort().data?.cohort;
  return (
    <QueryState
      query={progress}
      loadingText="Loading your journey..."
      placeholders={progressPlaceholders}
    >
      {(data) => (
        <RealmsScreen
          progress={data}
          cohortOpenings={cohort?.openings}
          header={
            <CohortSummary
              completedRealms={data.realms.filter((realm) => realm.completed).length}
            />
          }
        />
      )}
    </QueryState>
  );
}
