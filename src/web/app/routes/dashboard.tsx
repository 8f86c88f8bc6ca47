import { useSession } from '#web/features/session/api/get-session.ts';
import { useProgress } from '#web/features/journey/api/get-progress.ts';
import { Dashboard } from '#web/features/journey/components/dashboard/dashboard.tsx';
import {
  ProgressError,
  ProgressLoading,
} from '#web/features/journey/components/progress-states.tsx';

export function Component() {
  const { data: session } = useSession();
  const user = session!.user;
  const progress = useProgress(user.id);

  if (progress.data) {
    return (
      <Dashboard
        progress={progress.data}
        isConfirmed={progress.dataUpdatedAt > 0}
        userId={user.id}
        userName={user.name}
        userEmail={user.email}
      />
    );
  }
  if (progress.isError) {
    return (
      <ProgressError message={progress.error.message} onRetry={() => void progress.refetch()} />
    );
  }
  return <ProgressLoading message="Loading your sanctuary..." />;
}
