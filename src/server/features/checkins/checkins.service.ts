import { checkinPrompts } from '#content/checkin-prompts.ts';
import { AppError } from '#shared/errors.ts';
import { calendarStartFor, localDateIn, type LocalDate } from '#shared/rules/calendar.ts';
import { checkinPromptFor } from '#shared/rules/checkin-prompt.ts';
import { isBlank, requiredFieldMessages } from '#shared/rules/required-fields.ts';
import { computeStreaks } from '#shared/rules/streaks.ts';
import type { Database } from '../../db/client.ts';
import {
  insertCheckinOncePerDay,
  listCheckinDates,
  listCheckinDatesSince,
  listCheckins,
} from './checkins.queries.ts';

export type CheckinDeps = { db: Database };

/** One check-in per calendar day in the creator's own time zone, answering that weekday's prompt. */
export async function submitCheckin(
  deps: CheckinDeps,
  input: { userId: string; timeZone: string; response: string; now?: Date },
) {
  if (isBlank(input.response)) {
    const { title, message } = requiredFieldMessages.checkin;
    throw new AppError('VALIDATION_FAILED', { title, userMessage: message });
  }
  const localDate = localDateIn(input.timeZone, input.now ?? new Date());
  const checkin = await insertCheckinOncePerDay(deps.db, {
    userId: input.userId,
    localDate,
    prompt: checkinPromptFor(checkinPrompts, localDate),
    response: input.response.trim(),
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
  deps: CheckinDeps,
  input: { userId: string; today: LocalDate },
) {
  const dates = await listCheckinDates(deps.db, input.userId);
  return {
    hasCheckedIn: dates.includes(input.today),
    streak: computeStreaks(dates, input.today),
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
