import { z } from 'zod';
import { kitClaimStatuses } from '#shared/rules/kit-claims.ts';
import {
  compareViews,
  nudgeLists,
  nudgeSkipReasons,
  nudgeTemplateUses,
} from '#shared/schemas/insights.ts';
import { count, isoDate, isoDateTime, pageOf, serialId } from './common.ts';

/**
 * The Insights tab (decisions 022, 029): a list says when it was read; a view says when it
 * was counted and how many creators' latest changes are still waiting to be counted.
 */

const generatedAt = isoDateTime;
const counted = { countedAt: isoDateTime, pendingCreators: count };

export const funnelSchema = z.object({
  ...counted,
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
  ...counted,
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
    /** Their latest check-in, quest answer or buddy note (null: none yet); never a sign-in. */
    lastActiveAt: isoDateTime.nullable(),
    /** The latest nudge sent to them, by anyone (null: never nudged). */
    lastNudgedAt: isoDateTime.nullable(),
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
  /** A list nudge's creators held back and sent nothing, to compare with (decision 044). */
  heldBack: count,
  skipped: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      reason: z.enum(nudgeSkipReasons),
      lastNudgedAt: isoDateTime.nullable(),
    }),
  ),
  /** A whole list went on beyond the creators one nudge reaches. */
  hasMore: z.boolean(),
});

/** What a nudge would do, before it is sent. */
export const nudgePreviewSchema = z.object({
  /** Creators it sends to: the count the send will report. */
  recipients: count,
  /** Creators of a list it holds back and sends nothing (decision 044). */
  heldBack: count,
  /** Creators it leaves out (nudged in the last 7 days, or not a creator). */
  skipped: count,
  /** A whole list goes on beyond the creators one nudge reaches. */
  hasMore: z.boolean(),
  /** The first recipient and the words as they would read them; null when it reaches no one. */
  sample: z.object({ name: z.string(), message: z.string() }).nullable(),
});

export const retentionSchema = z.object({
  ...counted,
  weeks: count,
  cohorts: z.array(
    z.object({
      /** The Monday of the sign-up week (UTC). */
      week: isoDate,
      creators: count,
      cells: z.array(
        z.object({
          weekIndex: count,
          /** Creators whose week it is over for. */
          eligible: count,
          active: count,
          share: z.number().nullable(),
        }),
      ),
    }),
  ),
});

export const cohortNamesSchema = z.object({
  cohorts: z.array(z.object({ id: serialId, name: z.string() })),
});

export const compareSchema = z.object({
  ...counted,
  view: z.enum(compareViews),
  cohorts: z.array(
    z.object({
      id: serialId,
      name: z.string(),
      creators: count,
      /** A funnel step, a quest or a week since sign-up: `count` of `of`, and the share. */
      rows: z.array(
        z.object({
          key: z.string(),
          label: z.string(),
          count,
          of: count,
          share: z.number().nullable(),
          medianDays: z.number().nullable(),
        }),
      ),
    }),
  ),
});

export const activitySchema = z.object({
  ...counted,
  days: z.array(z.object({ day: isoDate, activeCreators: count, checkins: count })),
  streaks: z.array(z.object({ from: count, label: z.string(), creators: count })),
});

export const operationsSchema = z.object({
  ...counted,
  kits: z.object({
    byStatus: z.object(
      Object.fromEntries(kitClaimStatuses.map((status) => [status, count])) as Record<
        (typeof kitClaimStatuses)[number],
        typeof count
      >,
    ),
    medianDaysToShip: z.number().nullable(),
    oldestPendingAt: isoDateTime.nullable(),
    overdue: count,
    overdueClaims: z.array(
      z.object({
        id: serialId,
        creatorId: z.string().nullable(),
        name: z.string(),
        realmId: serialId,
        status: z.enum(kitClaimStatuses),
        claimedAt: isoDateTime,
        packedAt: isoDateTime.nullable(),
      }),
    ),
  }),
  emails: z.object({ failedThisWeek: count }),
});

const completionGroup = z.object({
  /** Creators who submitted an answer there that asks for feedback. */
  creators: count,
  /** Of them, those who have completed the next realm. */
  completedNext: count,
  share: z.number().nullable(),
});

/** Feedback on answers, read live from the review tables (not the rollup: nothing pending). */
export const reviewInsightsSchema = z.object({
  countedAt: isoDateTime,
  queue: z.object({ waiting: count, oldestSubmittedAt: isoDateTime.nullable() }),
  feedback: z.object({ reviewsSent: count, medianHoursToFeedback: z.number().nullable() }),
  creators: z.object({
    creators: count,
    askedForFeedback: count,
    hadFeedback: count,
    /** Of those who asked. */
    share: z.number().nullable(),
  }),
  nextRealm: z.array(
    z.object({
      realm: z.object({ id: serialId, title: z.string() }),
      nextRealm: z.object({ id: serialId, title: z.string() }),
      withFeedback: completionGroup,
      withoutFeedback: completionGroup,
    }),
  ),
});

/** Comebacks, week by week (Monday to Sunday) for the last 12 weeks, read live. */
export const comebacksSchema = z.object({
  countedAt: isoDateTime,
  weeks: z.array(
    z.object({
      weekStart: isoDate,
      /** Returns after 3+ days without activity, each counted once in the week it happened. */
      comebacks: count,
      streaksEarnedBack: count,
      freezesUsed: count,
      /** Creators staff nudged that week… */
      nudged: count,
      /** …and of them, those active again within 7 days of the nudge. */
      nudgedBack: count,
      nudgedBackShare: z.number().nullable(),
    }),
  ),
});

export const nudgeTemplateSchema = z.object({
  id: serialId,
  label: z.string(),
  message: z.string(),
  suggestedFor: z.enum(nudgeTemplateUses),
  updatedAt: isoDateTime,
});

export const nudgeTemplatesSchema = z.object({ items: z.array(nudgeTemplateSchema) });

/** One template's nudges (or all of them): the nudged against the held back (decision 044). */
const nudgeResultRow = z.object({
  /** null: written by hand (or, overall, every template). */
  templateId: serialId.nullable(),
  label: z.string(),
  /** List nudges counted (their 7 days over). */
  batches: count,
  nudged: count,
  /** Of the nudged, those active again within 7 days. */
  nudgedBack: count,
  nudgedBackShare: z.number().nullable(),
  heldBack: count,
  heldBackBack: count,
  heldBackBackShare: z.number().nullable(),
  /** nudgedBackShare − heldBackBackShare and its 95% interval (Newcombe); null if a group is empty. */
  difference: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** The reading in words: too few to tell, no clear effect, or which way and how far. */
  verdict: z.string(),
});

export const nudgeResultsSchema = z.object({
  countedAt: isoDateTime,
  /** List nudges still inside their 7 days, not yet counted. */
  runningBatches: count,
  overall: nudgeResultRow,
  templates: z.array(nudgeResultRow),
});

export const standingNudgeSchema = z.object({
  id: serialId,
  list: z.object({
    kind: z.enum(nudgeLists),
    questId: z.string().optional(),
    cohort: z.string().optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  }),
  message: z.string(),
  templateLabel: z.string().nullable(),
  holdoutPercent: count,
  createdByEmail: z.string(),
  createdAt: isoDateTime,
  /** Creators on the list since then are new to it at the next run, a day after this. */
  lastRanAt: isoDateTime,
});

export const standingNudgesSchema = z.object({ items: z.array(standingNudgeSchema) });
