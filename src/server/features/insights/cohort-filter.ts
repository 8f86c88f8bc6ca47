import { findCohortNames } from '../cohorts/cohorts.service.ts';
import type { InsightsDeps } from './insights.service.ts';

/**
 * A filter naming a programme cohort no one created is a 404 with words, not an empty view
 * that looks like a cohort nobody joined.
 */
export async function assertCohortKnown(
  deps: Pick<InsightsDeps, 'db'>,
  filter: { cohortId?: number },
): Promise<void> {
  if (filter.cohortId !== undefined) await findCohortNames(deps, [filter.cohortId]);
}
