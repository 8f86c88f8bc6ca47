import { weekStartOf } from '#shared/rules/buddies.ts';
import { localDateIn } from '#shared/rules/calendar.ts';
import type { Database } from '../../db/client.ts';
import { upsertCommitment } from './commitments.queries.ts';

/**
 * "This week I will …": the creator's one small commitment for their own week (Monday to
 * Sunday, on their calendar). Shown on their dashboard and to their buddy; a fresh start
 * (issue 32), so it is offered on the first day of a week or month and on a return.
 */
export function commitToThisWeek(
  deps: { db: Database },
  input: { userId: string; timeZone: string; text: string; now: Date },
) {
  return upsertCommitment(deps.db, {
    userId: input.userId,
    weekStart: weekStartOf(localDateIn(input.timeZone, input.now)),
    text: input.text,
    now: input.now,
  });
}
