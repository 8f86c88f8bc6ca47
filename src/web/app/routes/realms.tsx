import { QueryState } from '#web/components/ui/query-state.tsx';
import { useProgress } from '#web/features/journey/api/get-progress.ts';
import { progressPlaceholders } from '#web/features/journey/components/progress-placeholders.ts';
import { RealmsScreen } from '#web/features/journey/components/realms/realms-screen.tsx';

export function Component() {
  const progress = useProgress();
  return (
    <QueryState
      query={progress}
      loadingText="Loading your journey..."
      placeholders={progressPlaceholders}
    >
      {(data) => <RealmsScreen progress={data} />}
    </QueryState>
  );
}
