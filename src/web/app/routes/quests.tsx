import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useProgress } from '#web/features/journey/api/get-progress.ts';
import {
  ProgressError,
  ProgressLoading,
} from '#web/features/journey/components/progress-states.tsx';
import { QuestWorksheetsContext } from '#web/features/journey/components/quests/quest-worksheets.tsx';
import { QuestsScreen } from '#web/features/journey/components/quests/quests-screen.tsx';
import { useLibrary } from '#web/features/library/api/get-library.ts';
import { questWorksheetsOf } from '#web/features/library/utils/quest-worksheets.ts';

/** The quests of the current realm, or of the realm chosen on the journey map (?realm=N). */
export function Component() {
  const progress = useProgress();
  const library = useLibrary();
  const worksheets = useMemo(() => questWorksheetsOf(library.data), [library.data]);
  const [searchParams] = useSearchParams();

  if (!progress.data) {
    if (progress.isError) {
      return (
        <ProgressError message={progress.error.message} onRetry={() => void progress.refetch()} />
      );
    }
    return <ProgressLoading message="Loading your quests..." />;
  }
  const requested = Number(searchParams.get('realm'));
  const realm =
    progress.data.realms.find((candidate) => candidate.id === requested) ??
    progress.data.realms.find((candidate) => candidate.id === progress.data.currentRealm)!;
  return (
    <QuestWorksheetsContext value={worksheets}>
      <QuestsScreen realm={realm} />
    </QuestWorksheetsContext>
  );
}
