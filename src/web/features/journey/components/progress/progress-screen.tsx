import { useCheckinCalendar } from '../../api/get-checkin-calendar.ts';
import { useProgress } from '../../api/get-progress.ts';
import { ProgressError, ProgressLoading } from '../progress-states.tsx';
import { CheckinCalendar } from './checkin-calendar.tsx';
import { CheckinHistory } from './checkin-history.tsx';
import { CompletedAnswers } from './completed-answers.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { RealmBars } from './realm-bars.tsx';
import { StreakSummary } from './streak-summary.tsx';

function CalendarCard() {
  const calendar = useCheckinCalendar();
  if (calendar.isPending)
    return (
      <p role="status" className="text-ink-soft">
        Loading the calendar...
      </p>
    );
  if (calendar.isError)
    return (
      <p role="alert" className="text-ink">
        We could not load the calendar.
      </p>
    );
  return <CheckinCalendar {...calendar.data} />;
}

/** /profile/progress: realm bars, streaks, the calendar, every check-in and every answer. */
export function ProgressScreen() {
  const progress = useProgress();
  if (progress.isPending) return <ProgressLoading message="Loading your progress..." />;
  if (progress.isError && !progress.data) {
    return (
      <ProgressError
        message="We could not load your progress."
        onRetry={() => void progress.refetch()}
      />
    );
  }
  const data = progress.data!;
  return (
    <div className="flex flex-col gap-4">
      <SectionCard heading="Realms">
        <RealmBars progress={data} />
      </SectionCard>
      <SectionCard heading="Streaks">
        <StreakSummary progress={data} />
      </SectionCard>
      <SectionCard heading="Last 12 weeks">
        <CalendarCard />
      </SectionCard>
      <SectionCard heading="Check-in history" intro="Newest first, with the prompt of the day.">
        <CheckinHistory />
      </SectionCard>
      <SectionCard heading="Your answers" intro="Every completed quest, realm by realm.">
        <CompletedAnswers progress={data} />
      </SectionCard>
    </div>
  );
}
