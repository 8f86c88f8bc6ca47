import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import { AppError } from '#shared/errors.ts';
import { calendarStartFor, localDateIn, type LocalDate } from '#shared/rules/calendar.ts';
import { checkinPromptFor } from '#shared/rules/checkin-prompt.ts';
import { isBlank, requiredFieldMessages } from '#shared/rules/required-fields.ts';
import { computeStreaks, streakHistoryIn } from '#shared/rules/streaks.ts';
import type { Database } from '../../db/client.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { lockUserRow } from '../../auth/users.queries.ts';
import { instantAt } from '#shared/rules/local-time.ts';
import {
  insertCheckinOncePerDay,
  latestCheckinWrittenAt,
  listCheckinDates,
  listCheckinDatesSince,
  listRealmCompletionTimes,
  listCheckins,
} from './checkins.queries.ts';

export type CheckinDeps = { db: Database; curriculum: CurriculumCache };

/**
 * One check-in per calendar day in the creator's own time zone, answering that
 * weekday's prompt. Time zones can change (travel, a new phone), so a day is
 * also held in real time: a check-in is refused when the creator's last one
 * was written after today began in the zone they are in now. So a flight
 * west after checking in cannot fill in the day before, and a flight east
 * cannot give a second check-in hours after the first: two check-ins are
 * always on two different days of the zone the creator is in.
 */
export async function submitCheckin(
  deps: CheckinDeps,
  input: { userId: string; timeZone: string; response: string; now?: Date },
) {
  if (isBlank(input.response)) {
    const { title, message } = requiredFieldMessages.checkin;
    throw new AppError('VALIDATION_FAILED', { title, userMessage: message });
  }
  const now = input.now ?? new Date();
  const localDate = localDateIn(input.timeZone, now);
  const { checkinPrompts } = await deps.curriculum.get();
  const checkin = await deps.db.transaction(async (tx) => {
    await lockUserRow(tx, input.userId);
    const lastWrittenAt = await latestCheckinWrittenAt(tx, input.userId);
    if (lastWrittenAt && lastWrittenAt >= instantAt(localDate, '00:00', input.timeZone)) return;
    const inserted = await insertCheckinOncePerDay(tx, {
      userId: input.userId,
      localDate,
      prompt: checkinPromptFor(checkinPrompts, localDate),
      response: input.response.trim(),
      createdAt: now,
    });
    if (inserted) {
      await emitWebhookEvent(tx, {
        type: 'checkin.created',
        creatorId: input.userId,
        data: { creatorId: input.userId, localDate },
        private: { response: inserted.response, prompt: inserted.prompt },
        occurredAt: now,
      });
    }
    return inserted;
  });
  if (!checkin) {
    throw new AppError('CONFLICT', {
      title: 'Already Checked In',
      userMessage: "You've already written today's check-in. Come back tomorrow!",
    });
  }
  return checkin;
}

/**
 * One page of the creator's history, newest first. A full page may have more
 * behind it, so it names the date to continue before; a short page is the end.
 */
export async function listCheckinPage(
  deps: CheckinDeps,
  input: { userId: string; before?: string; limit: number },
) {
  const checkins = await listCheckins(deps.db, input);
  const isFullPage = checkins.length === input.limit;
  return { checkins, nextBefore: isFullPage ? (checkins.at(-1)?.date ?? null) : null };
}

/** Whether the creator has written `today`'s check-in, and their streak as of that day. */
export async function getCheckinStatus(
  deps: { db: Database },
  input: { userId: string; today: LocalDate; timeZone: string },
) {
  const [dates, realmsCompletedAt] = await Promise.all([
    listCheckinDates(deps.db, input.userId),
    listRealmCompletionTimes(deps.db, input.userId),
  ]);
  return {
    hasCheckedIn: dates.includes(input.today),
    streak: computeStreaks(streakHistoryIn(input.timeZone, dates, realmsCompletedAt), input.today),
  };
}

/** The days of the last 12 calendar weeks (to today, in the creator's zone) with a check-in. */
export async function getCheckinCalendar(
  deps: CheckinDeps,
  input: { userId: string; timeZone: string; now: Date },
) {
  const today = localDateIn(input.timeZone, input.now);
  const from = calendarStartFor(today);
  return { from, today, dates: await listCheckinDatesSince(deps.db, input.userId, from) };
}
