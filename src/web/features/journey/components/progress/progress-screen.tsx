import { useCheckinCalendar } from '../../api/get-checkin-calendar.ts';
import { useProgress } from '../../api/get-progress.ts';
import type { Progress } from '../../utils/progress-model.ts';
import { progressPlaceholders } from '../progress-placeholders.ts';
import { CheckinCalendar } from './checkin-calendar.tsx';
import { CheckinHistory } from './checkin-history.tsx';
import { CompletedAnswers } from './completed-answers.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { RealmBars } from './realm-bars.tsx';
import { StreakSummary } from './streak-summary.tsx';

function CalendarCard({ frozenDays }: { frozenDays: readonly string[] }) {
  const calendar = useCheckinCalendar();
  return (
    <QueryState
      query={calendar}
      look="inline"
      loadingText="Loading the calendar..."
      errorTitle="We could not load the calendar."
    >
      {(data) => <CheckinCalendar {...data} frozenDays={frozenDays} />}
    </QueryState>
  );
}

/** /profile/progress: realm bars, streaks, the calendar, every check-in and every answer. */
export function ProgressScreen() {
  const progress = useProgress();
  return (
    <QueryState
      query={progress}
      loadingText="Loading your progress..."
      placeholders={progressPlaceholders}
      errorTitle="We could not load your progress."
    >
      {(data) => <ProgressCards progress={data} />}
    </QueryState>
  );
}

function ProgressCards({ progress: data }: { progress: Progress }) {
  return (
    <div className="flex flex-col gap-4">
      <SectionCard heading="Realms">
        <RealmBars progress={data} />
      </SectionCard>
      <SectionCard heading="Streaks">
        <StreakSummary progress={data} />
      </SectionCard>
      <SectionCard heading="Last 12 weeks">
        <CalendarCard frozenDays={data.streak.frozenDays} />
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
