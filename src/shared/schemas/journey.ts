import { z } from 'zod';
import {
  MAX_ANSWER_LENGTH,
  MAX_CHECKIN_LENGTH,
  MAX_COMMITMENT_LENGTH,
  rewardClaimLimits,
} from '../journey-limits.ts';
import { isValidLocalDate } from '../rules/calendar.ts';
import { boundedText, idText } from './text.ts';
import { timeZoneText } from './time-zone.ts';

export const completeQuestInputSchema = z.object({
  content: boundedText(
    MAX_ANSWER_LENGTH,
    'Please keep your answer under 20,000 characters.',
  ).optional(),
});
export type CompleteQuestInput = z.infer<typeof completeQuestInputSchema>;

/** Whose worksheet: the creator's own, or (staff only) the creator named. */
export const worksheetFileQuerySchema = z.object({ userId: idText.optional() });

export const checkinInputSchema = z.object({
  response: boundedText(MAX_CHECKIN_LENGTH, 'Please keep your check-in under 5,000 characters.'),
});

/** The week's one small commitment: one line, never blank. */
export const commitmentInputSchema = z.object({
  text: boundedText(MAX_COMMITMENT_LENGTH, 'Please keep it to one line of 120 characters.')
    .trim()
    .min(1, 'Please write what you will do this week.'),
});

const field = (max: number) => boundedText(max).optional();

/** Paging through check-in history, newest first. */
export const checkinPageQuerySchema = z.object({
  before: z.string().refine(isValidLocalDate, 'must be a date such as 2026-11-21').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** The Ember Kit shipping form. Which fields are required is checked by the service, with the spec's words. */
export const rewardClaimInputSchema = z.object({
  name: field(rewardClaimLimits.name),
  email: field(rewardClaimLimits.email),
  address: field(rewardClaimLimits.address),
  city: field(rewardClaimLimits.city),
  state: field(rewardClaimLimits.state),
  zipCode: field(rewardClaimLimits.zipCode),
  specialInstructions: field(rewardClaimLimits.specialInstructions),
});
export type RewardClaimInput = z.infer<typeof rewardClaimInputSchema>;

export const timeZoneInputSchema = z.object({ timeZone: timeZoneText });

export const realmIdParamSchema = z.object({ realmId: z.coerce.number().int().min(1).max(100) });
export const questIdParamSchema = z.object({ questId: idText });
