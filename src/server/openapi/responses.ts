import { z } from 'zod';
import { errorStatusByCode } from '#shared/errors.ts';

/**
 * Response schemas the API description states for routes with no shared
 * response schema of their own. The contract test checks real responses
 * against them, so they cannot drift from what the routes answer.
 */

const isoDateTime = z.string();

/** Every error the API answers (AppError's body): 4xx and 5xx alike. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorStatusByCode) as [keyof typeof errorStatusByCode]),
    title: z.string().optional(),
    message: z.string(),
    problems: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

const questProgressSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  completed: z.boolean(),
  completedAt: isoDateTime.nullable(),
  content: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  answeredPrompt: z.string().nullable(),
});

export const progressResponseSchema = z.object({
  currentRealm: z.int(),
  realms: z.array(
    z.object({
      id: z.int(),
      title: z.string(),
      description: z.string(),
      unlocked: z.boolean(),
      completed: z.boolean(),
      completedAt: isoDateTime.nullable(),
      isComingSoon: z.boolean(),
      quests: z.array(questProgressSchema),
      finalTask: questProgressSchema.nullable(),
      retiredQuests: z.array(z.looseObject({ id: z.string() })),
    }),
  ),
  checkinCount: z.int(),
  rewardsClaimed: z.array(z.looseObject({})),
  buddies: z.array(z.looseObject({})),
  streak: z.object({
    current: z.int(),
    best: z.int(),
    lastRestDay: z.string().nullable(),
    isAtRisk: z.boolean(),
  }),
  today: z.object({
    date: z.string(),
    timeZone: z.string(),
    prompt: z.string(),
    hasCheckedIn: z.boolean(),
  }),
});

export const curriculumResponseSchema = z.object({
  version: z.int(),
  openRealmIds: z.array(z.int()),
  realms: z.array(
    z.object({
      id: z.int(),
      kitName: z.string(),
      kitDescription: z.string(),
      quests: z.array(z.object({ id: z.string(), prompt: z.string(), affirmation: z.string() })),
    }),
  ),
  insights: z.array(z.object({ text: z.string(), author: z.string() })),
});

export const notificationsResponseSchema = z.object({
  notifications: z.array(
    z.object({
      id: z.int(),
      kind: z.string(),
      title: z.string(),
      body: z.string(),
      actionPath: z.string(),
      createdAt: isoDateTime,
      readAt: isoDateTime.nullable(),
    }),
  ),
  unreadCount: z.int(),
});

export const creatorListResponseSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role: z.string(),
      currentRealm: z.int(),
      progressPercent: z.int(),
      streak: z.int(),
      lastActiveAt: isoDateTime.nullable(),
      joinedAt: isoDateTime,
    }),
  ),
  page: z.int(),
  pageSize: z.int(),
  hasMore: z.boolean(),
});
