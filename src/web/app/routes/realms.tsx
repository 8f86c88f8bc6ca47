import { useProgress } from '#web/features/journey/api/get-progress.ts';
import {
  ProgressError,
  ProgressLoading,
} from '#web/features/journey/components/progress-states.tsx';
import { RealmsScreen } from '#web/features/journey/components/realms/realms-screen.tsx';

export function Component() {
  const progress = useProgress();
  if (progress.data) return <RealmsScreen progress={progress.data} />;
  if (progress.isError) {
    return (
      <ProgressError message={progress.error.message} onRetry={() => void progress.refetch()} />
    );
  }
  return <ProgressLoading message="Loading your journey..." />;
}
