import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { stallView, type Stall } from '../../api/get-stall.ts';
import type { InsightFilters } from '../../api/insights-view.ts';
import { BarChart } from './bar-chart.tsx';
import { CountedAt } from './counted-at.tsx';
import { daysText, percentText } from './insights-format.ts';
import { SittingList } from './sitting-list.tsx';
import { CsvLink } from '../csv-link.tsx';

type Task = Stall['realms'][number]['tasks'][number];

const completion = (task: Task) => (task.reached === 0 ? null : task.completed / task.reached);

function summaryOf(tasks: Task[]): string {
  const crowded = [...tasks].sort((a, b) => b.sittingNow - a.sittingNow)[0];
  const hardest = tasks
    .filter((task) => task.reached > 0)
    .sort((a, b) => (completion(a) ?? 1) - (completion(b) ?? 1))[0];
  if (!crowded || !hardest) return 'No creator has reached this realm yet.';
  return `Most active creators sit on "${crowded.title}" (${crowded.sittingNow} now); the fewest finish "${hardest.title}" (${percentText(completion(hardest))} of those who reached it).`;
}

/** Where creators stall: per live realm, each quest's active creators sitting on it now. */
export function StallCharts({ filters }: { filters: InsightFilters }) {
  const stall = stallView.useFigures(filters);
  const [chosen, setChosen] = useState<{ questId: string; title: string } | null>(null);
  return (
    <QueryState query={stall} what="where creators stall">
      {(data) => (
        <div className="flex flex-col gap-4">
          <CsvLink href={stallView.csvPath(filters)} className="self-start">
            Stall CSV
          </CsvLink>
          {data.realms.map((realm) => (
            <BarChart
              key={realm.id}
              title={`Realm ${realm.id}: ${realm.title}`}
              summary={summaryOf(realm.tasks)}
              bars={realm.tasks.map((task) => ({
                key: task.questId,
                label: task.title,
                value: task.sittingNow,
                valueText: `${task.sittingNow} on it now`,
              }))}
              columns={[
                { heading: 'Quest', render: (task: Task) => task.title },
                { heading: 'Reached', render: (task) => task.reached, isNoWrap: true },
                {
                  heading: 'Completed',
                  render: (task) => `${task.completed} (${percentText(completion(task))})`,
                  isNoWrap: true,
                },
                {
                  heading: 'Median time',
                  render: (task) => daysText(task.medianDays),
                  isNoWrap: true,
                },
                {
                  heading: 'On it now',
                  render: (task) =>
                    task.sittingNow === 0 ? (
                      0
                    ) : (
                      <Button
                        variant="link"
                        onClick={() => setChosen({ questId: task.questId, title: task.title })}
                      >
                        {task.sittingNow}: see who
                        <span className="sr-only"> is on {task.title}</span>
                      </Button>
                    ),
                  isNoWrap: true,
                },
              ]}
              rows={realm.tasks}
              rowKey={(task) => task.questId}
            />
          ))}
          {chosen && <SittingList key={chosen.questId} {...chosen} filters={filters} />}
          <CountedAt countedAt={data.countedAt} pendingCreators={data.pendingCreators} />
        </div>
      )}
    </QueryState>
  );
}
