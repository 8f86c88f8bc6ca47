import { weekStartOf } from '#shared/rules/buddies.ts';
import { localDateIn } from '#shared/rules/calendar.ts';
import { checkinPromptFor } from '#shared/rules/checkin-prompt.ts';
import { rekindledOf, welcomeBackOf } from '#shared/rules/comebacks.ts';
import { buildRealmStates, currentRealmId } from '#shared/rules/realm-progress.ts';
import { computeStreaks, streakHistoryIn } from '#shared/rules/streaks.ts';
import type { Database } from '../../db/client.ts';
import { toBuddySummary } from '../buddies/buddy-cards.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { pacedRealms } from '../cohorts/cohort-pace.ts';
import { realmsOpenAt, type Curriculum } from '../curriculum/curriculum-snapshot.ts';
import { loadJourneyRows, type JourneyRows } from './progress.queries.ts';

export type Progress = Awaited<ReturnType<typeof getProgress>>;

/** The creator's whole journey in the original app's shape, plus streaks and today's prompt. */
export async function getProgress(
  deps: { db: Database; curriculum: CurriculumCache },
  input: { userId: string; timeZone: string; now: Date },
) {
  const [rows, curriculum] = await Promise.all([
    loadJourneyRows(deps.db, input.userId),
    deps.curriculum.get(),
  ]);
  return shapeProgress(rows, { ...input, curriculum });
}

/** The answer built from the journey's rows, with no database work (the benchmark times it apart). */
export function shapeProgress(
  rows: JourneyRows,
  input: { timeZone: string; now: Date; curriculum: Curriculum },
) {
  const realmCompletions = new Map(
    rows.completions.map((row) => [row.realmId, new Date(row.completedAt)]),
  );
  const today = localDateIn(input.timeZone, input.now);
  const realms = pacedRealms(
    realmsOpenAt(input.curriculum, input.now),
    rows.cohort ? { ...rows.cohort, startsAt: new Date(rows.cohort.startsAt) } : undefined,
    input.now,
  );
  const { checkinDates } = rows;
  return {
    currentRealm: currentRealmId(realms.length, new Set(realmCompletions.keys())),
    realms: buildRealmStates({
      realms,
      answers: rows.answers.map((answer) => ({
        ...answer,
        completedAt: answer.completedAt ? new Date(answer.completedAt) : null,
      })),
      realmCompletions,
    }),
    checkinCount: checkinDates.length,
    rewardsClaimed: rows.claims,
    /** Active realm buddies in the original's shape: id, name, currentQuest, progress, realm, avatar. */
    buddies: rows.buddies.map((row) => toBuddySummary(row, realms)),
    streak: computeStreaks(
      streakHistoryIn(
        input.timeZone,
        checkinDates,
        rows.completions.map((row) => row.completedAt),
      ),
      today,
    ),
    commitment: rows.commitment?.weekStart === weekStartOf(today) ? rows.commitment : null,
    comeback: {
      welcome: welcomeBackOf(rows.lastActivity, { timeZone: input.timeZone, today }),
      rekindled: rekindledOf(checkinDates),
    },
    today: {
      date: today,
      timeZone: input.timeZone,
      prompt: checkinPromptFor(input.curriculum.checkinPrompts, today),
      hasCheckedIn: checkinDates.includes(today),
    },
  };
}
