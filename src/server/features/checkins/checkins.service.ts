import { AppError } from '#shared/errors.ts';
import { localDateIn } from '#shared/rules/calendar.ts';
import { checkinPromptFor } from '#shared/rules/checkin-prompt.ts';
import type { Database } from '../../db/client.ts';
import { insertCheckinOncePerDay } from './checkins.queries.ts';

/** One check-in per calendar day in the creator's own time zone, answering that weekday's prompt. */
export async function submitCheckin(
  db: Database,
  input: { userId: string; timeZone: string; response: string; now?: Date },
) {
  const response = input.response.trim();
  if (!response) {
    throw new AppError('VALIDATION_FAILED', {
      title: 'Share Your Thoughts',
      userMessage: 'Please write a response to complete your check-in.',
    });
  }
  const localDate = localDateIn(input.timeZone, input.now ?? new Date());
  const checkin = await insertCheckinOncePerDay(db, {
    userId: input.userId,
    localDate,
    prompt: checkinPromptFor(localDate),
    response,
  });
  if (!checkin) {
    throw new AppError('CONFLICT', {
      title: 'Already Checked In',
      userMessage: "You've already written today's check-in. Come back tomorrow!",
    });
  }
  return checkin;
}
