import type { ScheduledJob } from '../../scheduler.ts';
import { deliverNudges, type NudgeDeps } from './nudges.service.ts';
import { claimDueStandingNudge, findStandingNudge } from './standing-nudges.queries.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Standing nudges (decision 044): each runs once a day, nudging the creators who came onto its
 * list since its last run, with its holdout, the 7-day rule and the 500 cap as any list nudge.
 * Each run is claimed before it sends, so a server stopping half way misses that day's rest
 * rather than sending twice. Its nudges are audited in the name of the staff member who set it.
 */
export function createStandingNudgeJob(deps: Omit<NudgeDeps, 'clock'>) {
  return {
    name: 'standing-nudges',
    everyMs: HOUR_MS,
    async runDue(now: Date) {
      const runDeps = { ...deps, clock: () => now };
      let runs = 0;
      for (;;) {
        const claim = await claimDueStandingNudge(deps.db, {
          ranBy: new Date(now.getTime() - DAY_MS),
          now,
        });
        if (!claim) return { runs };
        const standing = (await findStandingNudge(deps.db, claim.id))!;
        await deliverNudges(runDeps, {
          list: standing.list,
          message: standing.message,
          holdoutPercent: standing.holdoutPercent,
          template:
            standing.templateId !== null && standing.templateLabel !== null
              ? { id: standing.templateId, label: standing.templateLabel }
              : null,
          standingNudgeId: standing.id,
          onListAfter: claim.previousRunAt,
          actor: {
            id: standing.createdBy,
            email: `${standing.createdByEmail} (standing nudge ${standing.id})`,
          },
        });
        runs += 1;
      }
    },
  } satisfies ScheduledJob;
}
