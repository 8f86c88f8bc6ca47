import { z } from 'zod';
import { isValidLocalDate, isValidTimeZone } from '../rules/calendar.ts';

export const MAX_ANSWER_LENGTH = 20_000;
export const MAX_CHECKIN_LENGTH = 5_000;
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Worksheet uploads: accepted extensions and the content each must really have. */
export const worksheetContentTypes: Record<string, readonly string[]> = {
  '.pdf': ['application/pdf'],
  '.doc': ['application/x-cfb'],
  '.docx': [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/zip',
  ],
  '.jpg': ['image/jpeg'],
  '.jpeg': ['image/jpeg'],
  '.png': ['image/png'],
};
export const WORKSHEET_ACCEPT = Object.keys(worksheetContentTypes).join(',');

export const completeQuestInputSchema = z.object({
  content: z
    .string()
    .max(MAX_ANSWER_LENGTH, 'Please keep your answer under 20,000 characters.')
    .optional(),
});
export type CompleteQuestInput = z.infer<typeof completeQuestInputSchema>;

export const checkinInputSchema = z.object({
  response: z.string().max(MAX_CHECKIN_LENGTH, 'Please keep your check-in under 5,000 characters.'),
});
export type CheckinInput = z.infer<typeof checkinInputSchema>;

const field = (max: number) =>
  z.string().max(max, `Please keep this under ${max} characters.`).optional();

/** The Ember Kit shipping form. Which fields are required is checked by the service, with the spec's words. */
/** Paging through check-in history, newest first. */
export const checkinPageQuerySchema = z.object({
  before: z.string().refine(isValidLocalDate, 'must be a date such as 2026-11-21').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const rewardClaimInputSchema = z.object({
  name: field(200),
  email: field(320),
  address: field(500),
  city: field(200),
  state: field(200),
  zipCode: field(40),
  specialInstructions: field(1000),
});
export type RewardClaimInput = z.infer<typeof rewardClaimInputSchema>;

export const timeZoneInputSchema = z.object({
  timeZone: z.string().refine(isValidTimeZone, 'must be an IANA time zone such as Europe/Paris'),
});

export const realmIdParamSchema = z.object({ realmId: z.coerce.number().int().min(1).max(100) });
export const questIdParamSchema = z.object({ questId: z.string().min(1).max(100) });
