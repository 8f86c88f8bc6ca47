import { useProgress } from '#web/features/journey/api/get-progress.ts';
import { Dashboard } from '#web/features/journey/components/dashboard/dashboard.tsx';
import {
  ProgressError,
  ProgressLoading,
} from '#web/features/journey/components/progress-states.tsx';

export function Component() {
  const progress = useProgress();

  if (progress.data) {
    return <Dashboard progress={progress.data} isConfirmed={progress.dataUpdatedAt > 0} />;
  }
  if (progress.isError) {
    return (
      <ProgressError message={progress.error.message} onRetry={() => void progress.refetch()} />
    );
  }
  return <ProgressLoading message="Loading your sanctuary..." />;
}
