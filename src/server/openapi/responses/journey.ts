import { z } from 'zod';
import { questTypes } from '#shared/content-types.ts';
import { kitClaimStatuses } from '#shared/rules/kit-claims.ts';
import { count, isoDate, isoDateTime, serialId } from './common.ts';

/** A quest or final task as the creator's journey shows it, with their answer once completed. */
export const questProgressSchema = z.object({
  id: z.string(),
  type: z.enum(questTypes),
  title: z.string(),
  description: z.string(),
  completed: z.boolean(),
  completedAt: isoDateTime.nullable(),
  content: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  answeredPrompt: z.string().nullable(),
});

export const realmProgressSchema = z.object({
  id: serialId,
  title: z.string(),
  description: z.string(),
  unlocked: z.boolean(),
  completed: z.boolean(),
  completedAt: isoDateTime.nullable(),
  isComingSoon: z.boolean(),
  /** A realm coming soon that staff scheduled: when it opens. */
  opensAt: isoDateTime.nullable(),
  quests: z.array(questProgressSchema),
  finalTask: questProgressSchema.nullable(),
  /** Quests staff removed after the creator answered them: the answer stays in their history. */
  retiredQuests: z.array(questProgressSchema),
});

export const streakSchema = z.object({
  current: count,
  best: count,
  lastRestDay: isoDate.nullable(),
  /** The most recent day a freeze covered in the current run. */
  lastFrozenDay: isoDate.nullable(),
  /** The day the current run was earned back, if it was. */
  earnedBackOn: isoDate.nullable(),
  isAtRisk: z.boolean(),
  /** Freezes earned (a realm completed, seven check-ins in a run) and not yet used; two at most. */
  freezesHeld: count,
  /** The days a freeze kept the run going, oldest first. */
  frozenDays: z.array(isoDate),
  /** A broken run of 3+ days, while check-ins on 2 of the 3 days after the break can still restore it. */
  earnBack: z
    .object({
      streak: count,
      daysDone: count,
      daysNeeded: count,
      lastDay: isoDate,
    })
    .nullable(),
});

/** The week's one small commitment, for the creator's own week (its Monday). */
export const commitmentSchema = z.object({ weekStart: isoDate, text: z.string() });

export const progressResponseSchema = z.object({
  currentRealm: serialId,
  realms: z.array(realmProgressSchema),
  checkinCount: count,
  rewardsClaimed: z.array(
    z.object({
      realmId: serialId,
      status: z.enum(kitClaimStatuses),
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      cancelReason: z.string().nullable(),
      shippedAt: isoDateTime.nullable(),
    }),
  ),
  buddies: z.array(
    z.object({
      id: serialId,
      name: z.string(),
      currentQuest: z.string().nullable(),
      progress: count,
      realm: z.string(),
      avatar: z.string().nullable(),
    }),
  ),
  streak: streakSchema,
  /** This week's "This week I will …", or null before it is written. */
  commitment: commitmentSchema.nullable(),
  comeback: z.object({
    /** Set while the creator is back after 3+ of their days away and has done nothing yet today. */
    welcome: z
      .object({
        /** Their last activity: a quest answer saved or completed, a check-in, a buddy note. */
        at: isoDateTime,
        kind: z.enum(['answer', 'checkin', 'note']),
        questId: z.string().nullable(),
        daysAway: count,
      })
      .nullable(),
    /** The latest check-in 3+ days after the one before it: the 'Rekindled' achievement. */
    rekindled: z.object({ on: isoDate, daysAway: count }).nullable(),
  }),
  today: z.object({
    date: isoDate,
    timeZone: z.string(),
    prompt: z.string(),
    hasCheckedIn: z.boolean(),
  }),
});

export const questCompletedSchema = z.object({ ok: z.literal(true) });
export const worksheetStoredSchema = z.object({ fileName: z.string(), fileSize: count });

export const checkinSchema = z.object({
  id: serialId,
  date: isoDate,
  prompt: z.string(),
  response: z.string(),
  createdAt: isoDateTime,
});
export const checkinPageSchema = z.object({
  checkins: z.array(checkinSchema),
  /** The `before` of the next page; null on the last. */
  nextBefore: isoDate.nullable(),
});
export const checkinCalendarSchema = z.object({
  from: isoDate,
  today: isoDate,
  dates: z.array(isoDate),
});

/** An Ember Kit claim with every shipping field (erased, and detached, once its creator is deleted). */
export const kitClaimSchema = z.object({
  id: serialId,
  userId: z.string().nullable(),
  realmId: serialId,
  name: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  status: z.enum(kitClaimStatuses),
  createdAt: isoDateTime,
  packedAt: isoDateTime.nullable(),
  shippedAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  cancelReason: z.string().nullable(),
  personalDataErasedAt: isoDateTime.nullable(),
});
export const kitClaimAnswerSchema = z.object({ claim: kitClaimSchema });
export const lastClaimAddressSchema = z.object({
  address: z
    .object({
      name: z.string(),
      address: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zipCode: z.string().nullable(),
    })
    .nullable(),
});

/** The open realms' words for the creator's app (decision 020). */
export const curriculumResponseSchema = z.object({
  version: count,
  openRealmIds: z.array(serialId),
  realms: z.array(
    z.object({
      id: serialId,
      kitName: z.string(),
      kitDescription: z.string(),
      quests: z.array(z.object({ id: z.string(), prompt: z.string(), affirmation: z.string() })),
    }),
  ),
  insights: z.array(z.object({ text: z.string(), author: z.string() })),
});
