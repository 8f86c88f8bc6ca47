import { z } from 'zod';
import { nudgeSkipReasons } from '#shared/schemas/insights.ts';
import { count, isoDateTime, pageOf, serialId } from './common.ts';

/** The Insights tab (decision 022): every figure with the time it was read. */

const generatedAt = isoDateTime;

export const funnelSchema = z.object({
  generatedAt,
  steps: z.array(
    z.object({
      step: z.int(),
      label: z.string(),
      count,
      /** Of the step before; null for the first. */
      conversion: z.number().nullable(),
      medianDays: z.number().nullable(),
    }),
  ),
});

export const stallSchema = z.object({
  generatedAt,
  realms: z.array(
    z.object({
      id: serialId,
      title: z.string(),
      tasks: z.array(
        z.object({
          questId: z.string(),
          title: z.string(),
          isFinal: z.boolean(),
          reached: count,
          completed: count,
          medianDays: z.number().nullable(),
          sittingNow: count,
        }),
      ),
    }),
  ),
});

/** A creator on an at-risk list, or sitting on one quest. */
export const creatorsAtRiskSchema = pageOf(
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    joinedAt: isoDateTime,
    since: isoDateTime,
    currentQuest: z.object({ id: z.string(), title: z.string() }).nullable(),
    streakLength: count.nullable(),
  }),
).extend({ generatedAt });

const pairMember = z.object({ id: z.string(), name: z.string() });
export const quietPairsSchema = pageOf(
  z.object({
    id: serialId,
    first: pairMember,
    second: pairMember,
    pairedAt: isoDateTime,
    lastNoteAt: isoDateTime.nullable(),
  }),
).extend({ generatedAt });

export const nudgesSentSchema = z.object({
  sent: z.array(z.object({ id: z.string(), name: z.string() })),
  skipped: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      reason: z.enum(nudgeSkipReasons),
      lastNudgedAt: isoDateTime.nullable(),
    }),
  ),
});
