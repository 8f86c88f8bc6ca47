import { ArrowLeft, ArrowRight, Crown, Hourglass, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths, withQuery } from '#shared/paths.ts';
import { allTasksOf, isRealmReady } from '#shared/rules/realm-progress.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import type { RealmProgress } from '../../utils/progress-model.ts';
import { realmCompletion } from '../../utils/journey-stats.ts';
import { ClaimKitHere } from '../reward/claim-kit-here.tsx';
import { QuestCard } from './quest-card.tsx';

function ProgressHeader({ realm }: { realm: RealmProgress }) {
  const { done, total, percent } = realmCompletion(realm);
  return (
    <section
      aria-labelledby="your-progress"
      className="rounded-(--radius-card) border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="your-progress" className="font-semibold text-ink">
          Your Progress
        </h2>
        <p className="text-sm text-ink-soft tabular-nums">
          {done} of {total} completed
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        Realm {realm.id}: {realm.title}
      </p>
      <ProgressBar className="mt-3" value={percent} label={`${realm.title} quests completed`} />
    </section>
  );
}

type QuestsScreenProps = {
  realm: RealmProgress;
  /** The realm after this one, for the way on once this one is mastered. */
  nextRealm?: RealmProgress;
  /** The quest whose feedback the creator came to read (`?quest=` from the notification). */
  feedbackQuestId?: string;
};

/** What the dashboard's next step sends along: the quest it named. */
export type QuestsArrival = { questId: string };

export function QuestsScreen({ realm, nextRealm, feedbackQuestId }: QuestsScreenProps) {
  // The quest completed last on this screen: once the progress shows it done, the view and the
  // focus move on to what that opened (the next quest, or the realm's mastery and its kit).
  const [completedHere, setCompletedHere] = useState<string>();
  const arrival = useLocation().state as QuestsArrival | null;
  if (!realm.unlocked) {
    return (
      <EmptyState icon={Lock} heading={`${realm.title} is Locked`}>
        <p>Complete your current realm to unlock this next stage of your journey.</p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          <Link to={paths.quests} className={buttonVariants()}>
            <ArrowLeft aria-hidden /> Back to your current realm
          </Link>
          <Link to={paths.realms} className={buttonVariants({ variant: 'secondary' })}>
            See your journey
          </Link>
        </div>
      </EmptyState>
    );
  }
  if (realm.isComingSoon) {
    return (
      <EmptyState icon={Hourglass} heading={`Realm ${realm.id}: ${realm.title}`}>
        Coming Soon. You have walked every path written so far; this realm is being prepared with
        care.
      </EmptyState>
    );
  }
  const isReadOnly = realm.completed;
  // The first task not yet done, in the order the realm lists them (the final task last).
  const upNextId = isReadOnly ? undefined : allTasksOf(realm).find((task) => !task.completed)?.id;
  const isCompletedHereDone = allTasksOf(realm).some(
    (task) => task.id === completedHere && task.completed,
  );
  const focusTarget = isCompletedHereDone
    ? isRealmReady(realm)
      ? 'mastery'
      : upNextId
    : arrival?.questId;
  return (
    <div className="flex flex-col gap-4">
      <ProgressHeader realm={realm} />
      {isRealmReady(realm) && (
        <ClaimKitHere
          realmId={realm.id}
          realmTitle={realm.title}
          takesFocus={focusTarget === 'mastery'}
        />
      )}
      {realm.completed && (
        <section className="flex flex-col gap-3 rounded-(--radius-card) border-2 border-amber-300 bg-amber-50 p-4">
          <div className="flex items-center gap-3">
            <Crown className="size-8 shrink-0 text-amber-700" aria-hidden />
            <div>
              <h2 className="font-(family-name:--font-display) text-lg font-semibold text-ink">
                Realm Mastered!
              </h2>
              <p className="text-sm text-ink-soft">
                Your answers are kept here to read back whenever you like.
              </p>
            </div>
          </div>
          {nextRealm?.unlocked && !nextRealm.completed && !nextRealm.isComingSoon && (
            <Link
              to={withQuery(paths.quests, { realm: nextRealm.id })}
              className={buttonVariants({ className: 'self-start' })}
            >
              On to Realm {nextRealm.id}: {nextRealm.title} <ArrowRight aria-hidden />
            </Link>
          )}
        </section>
      )}
      <ul className="flex flex-col gap-3">
        {realm.quests.map((quest) => (
          <li key={quest.id}>
            <QuestCard
              quest={quest}
              isReadOnly={isReadOnly}
              isUpNext={quest.id === upNextId}
              takesFocus={quest.id === focusTarget}
              onCompleted={setCompletedHere}
              feedbackTakesFocus={quest.id === feedbackQuestId}
            />
          </li>
        ))}
      </ul>
      {realm.finalTask && (
        <section aria-labelledby="final-quest" className="flex flex-col gap-2">
          <h2 id="final-quest">
            <Badge tone="gold">Final Quest</Badge>
          </h2>
          <QuestCard
            quest={realm.finalTask}
            isReadOnly={isReadOnly}
            isFinal
            isUpNext={realm.finalTask.id === upNextId}
            takesFocus={realm.finalTask.id === focusTarget}
            onCompleted={setCompletedHere}
            feedbackTakesFocus={realm.finalTask.id === feedbackQuestId}
          />
        </section>
      )}
    </div>
  );
}
