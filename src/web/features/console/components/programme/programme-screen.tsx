import { lazily } from '#shared/lazily.ts';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { adminProgrammeRealmPath } from '#shared/paths.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useProgramme, type Programme } from '../../api/get-programme.ts';
import { ConsolePage } from '../console-page.tsx';
import { CheckinPromptsForm } from './checkin-prompts-form.tsx';
import { InsightsForm } from './insights-form.tsx';
import { RealmStateBadge } from './realm-state-badge.tsx';

/** The Programme tab: the ten realms in order with their state, the weekday prompts and the quotes. */
export function ProgrammeScreen() {
  const programme = useProgramme();
  return (
    <ConsolePage intro="Write, preview and open realms; edit the daily prompts and the quotes. Creators walk the realms in order, whatever is open.">
      <QueryState query={programme} loadingText="Loading the programme...">
        {(data) => (
          <>
            <RealmList realms={data.realms} />
            <CheckinPromptsForm prompts={data.checkinPrompts} />
            <InsightsForm insights={data.insights} />
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}

function RealmList({ realms }: { realms: Programme['realms'] }) {
  return (
    <section aria-labelledby="realms-heading" className="flex flex-col gap-3">
      <h2 id="realms-heading" className="text-lg font-semibold text-ink">
        Realms
      </h2>
      <ol className="grid gap-3 lg:grid-cols-2">
        {realms.map((realm) => (
          <li key={realm.id}>
            <Link
              to={adminProgrammeRealmPath(realm.id)}
              className="flex min-h-16 items-center gap-3 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm hover:border-ember-300"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-ember-100 font-semibold text-ember-800">
                {realm.id}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold break-words text-ink">{realm.title}</span>
                <RealmStateBadge
                  state={realm.state}
                  opensAt={realm.opensAt}
                  opensTimeZone={realm.opensTimeZone}
                />
                <span className="text-sm text-ink-soft">
                  {describeTasks(realm.questCount, realm.hasFinalTask)}
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-ink-soft" aria-hidden />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

const questWord = lazily(() => new Intl.PluralRules('en-US'));

function describeTasks(questCount: number, hasFinalTask: boolean): string {
  const quests = `${questCount} ${questWord().select(questCount) === 'one' ? 'quest' : 'quests'}`;
  return `${quests}${hasFinalTask ? ' and a final task' : ', no final task yet'}`;
}
