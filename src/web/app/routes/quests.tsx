import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import { useProgress } from '#web/features/journey/api/get-progress.ts';
import { progressPlaceholders } from '#web/features/journey/components/progress-placeholders.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { QuestWorksheetsContext } from '#web/features/journey/components/quests/quest-worksheets.tsx';
import {
  QuestShareContext,
  type QuestShareProps,
} from '#web/features/journey/components/quests/quest-share.tsx';
import { QuestsScreen } from '#web/features/journey/components/quests/quests-screen.tsx';
import { ShareAnswerControl } from '#web/features/buddies/components/share-answer-control.tsx';
import { useLibrary } from '#web/features/library/api/get-library.ts';
import { questWorksheetsOf } from '#web/features/library/utils/quest-worksheets.ts';

const shareControl = (props: QuestShareProps) => <ShareAnswerControl {...props} />;

/**
 * The quests of the current realm, or of the realm chosen on the journey map (?realm=N), or of
 * the realm holding the quest a feedback notification names (?quest=ID#feedback).
 */
export function Component() {
  const progress = useProgress();
  const library = useLibrary();
  const worksheets = useMemo(() => questWorksheetsOf(library.data), [library.data]);
  const [searchParams] = useSearchParams();

  const requested = Number(searchParams.get('realm'));
  const feedbackQuestId = searchParams.get('quest') ?? undefined;
  return (
    <QueryState
      query={progress}
      loadingText="Loading your quests..."
      placeholders={progressPlaceholders}
    >
      {({ realms, currentRealm }) => {
        const realm =
          realms.find((candidate) => candidate.id === requested) ??
          realms.find((candidate) =>
            allTasksOf(candidate).some((task) => task.id === feedbackQuestId),
          ) ??
          realms.find((candidate) => candidate.id === currentRealm)!;
        return (
          <QuestWorksheetsContext value={worksheets}>
            <QuestShareContext value={shareControl}>
              <QuestsScreen
                realm={realm}
                nextRealm={realms.find((candidate) => candidate.id === realm.id + 1)}
                feedbackQuestId={feedbackQuestId}
              />
            </QuestShareContext>
          </QuestWorksheetsContext>
        );
      }}
    </QueryState>
  );
}
