import type { CompareQuery } from '#shared/schemas/insights.ts';
import { findCohortNames } from '../cohorts/cohorts.service.ts';
import { getPooledRetention } from './activity.service.ts';
import { getFunnel, getStall, type InsightsDeps } from './insights.service.ts';

/**
 * One row of a cohort's figures: `count` of `of` (the share), so cohorts of different sizes
 * compare honestly. Funnel: creators who took the step, of the cohort. Stall: creators who
 * completed the quest, of those it was open to. Retention: creators active that week since
 * sign-up, of those whose week it is over for.
 */
export type CompareRow = {
  key: string;
  label: string;
  count: number;
  of: number;
  share: number | null;
  medianDays: number | null;
};

const shareOf = (count: number, of: number) => (of === 0 ? null : count / of);

async function rowsOf(deps: InsightsDeps, view: CompareQuery['view'], cohortId: number) {
  if (view === 'funnel') {
    const funnel = await getFunnel(deps, { cohortId });
    const creators = funnel.steps[0]?.count ?? 0;
    return {
      counted: funnel,
      creators,
      rows: funnel.steps.map((step) => ({
        key: String(step.step),
        label: step.label,
        count: step.count,
        of: creators,
        share: shareOf(step.count, creators),
        medianDays: step.medianDays,
      })),
    };
  }
  if (view === 'stall') {
    const stall = await getStall(deps, { cohortId });
    return {
      counted: stall,
      // Realm 1 is open to every creator from sign-up.
      creators: stall.realms[0]?.tasks[0]?.reached ?? 0,
      rows: stall.realms.flatMap((realm) =>
        realm.tasks.map((task) => ({
          key: task.questId,
          // The title alone, in realm order: 'Realm 3: ' before it would not fit a phone's chart.
          label: task.title,
          count: task.completed,
          of: task.reached,
          share: shareOf(task.completed, task.reached),
          medianDays: task.medianDays,
        })),
      ),
    };
  }
  const retention = await getPooledRetention(deps, { cohortId });
  return {
    counted: retention,
    creators: retention.creators,
    rows: retention.cells.map((cell) => ({
      key: String(cell.weekIndex),
      label: `Week ${cell.weekIndex} after sign-up`,
      count: cell.active,
      of: cell.eligible,
      share: cell.share,
      medianDays: null,
    })),
  };
}

/**
 * Two to four programme cohorts side by side in one view, each counted as its own filter is
 * (and kept as such, so the filtered views and the comparison share their answers).
 */
export async function compareCohorts(deps: InsightsDeps, query: CompareQuery) {
  const cohorts = await findCohortNames(deps, query.cohortIds);
  const figures = await Promise.all(cohorts.map((cohort) => rowsOf(deps, query.view, cohort.id)));
  return {
    view: query.view,
    // The oldest count and the most creators waiting: what holds for every cohort shown.
    countedAt: new Date(Math.min(...figures.map((figure) => figure.counted.countedAt.getTime()))),
    pendingCreators: Math.max(...figures.map((figure) => figure.counted.pendingCreators)),
    cohorts: cohorts.map((cohort, index) => ({
      id: cohort.id,
      name: cohort.name,
      creators: figures[index]!.creators,
      rows: figures[index]!.rows satisfies CompareRow[],
    })),
  };
}
