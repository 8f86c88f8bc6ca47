import { z } from 'zod';
import { staffRoles } from '#shared/rules/staff-permissions.ts';
import { outboxStatuses, userRoles } from '#shared/schemas/admin.ts';
import { buddyPairEndReasons } from '#shared/rules/buddies.ts';
import { inviteStatuses } from '#shared/rules/invites.ts';
import { count, isoDateTime, pageOf, serialId } from './common.ts';
import { kitClaimSchema, realmProgressSchema, streakSchema } from './journey.ts';

/** The staff console's lists and records. */

export const consoleSummarySchema = z.object({ failedEmails: count, pendingClaims: count });

export const creatorListResponseSchema = pageOf(
  z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(userRoles),
    currentRealm: serialId,
    progressPercent: z.int().min(0).max(100),
    streak: count,
    /** Their latest check-in, quest answer or buddy note (null: none yet); never a sign-in. */
    lastActiveAt: isoDateTime.nullable(),
    joinedAt: isoDateTime,
  }),
);

const invitationSchema = z.object({
  id: serialId,
  status: z.enum(inviteStatuses),
  inviterId: z.string(),
  inviterName: z.string(),
  inviterEmail: z.string(),
  inviteeName: z.string(),
  inviteeEmail: z.string(),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  acceptedAt: isoDateTime.nullable(),
  acceptedUserId: z.string().nullable(),
  acceptedUserEmail: z.string().nullable(),
});
export const invitationListSchema = pageOf(invitationSchema);

export const creatorDetailSchema = z.object({
  creator: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    role: z.enum(userRoles),
    staffRoles: z.array(z.enum(staffRoles)),
    emailVerified: z.boolean(),
    timeZone: z.string(),
  }),
  currentRealm: serialId,
  realms: z.array(realmProgressSchema),
  checkinCount: count,
  streak: streakSchema,
  claims: z.array(kitClaimSchema),
  invitations: z.array(invitationSchema),
  buddies: z.array(
    z.object({
      id: serialId,
      realmId: serialId,
      createdAt: isoDateTime,
      endedAt: isoDateTime.nullable(),
      endReason: z.enum(buddyPairEndReasons).nullable(),
      buddyId: z.string(),
      buddyName: z.string(),
      buddyEmail: z.string(),
    }),
  ),
  /** The cohort the creator is in (decision 045), or null. */
  cohort: z.object({ id: serialId, name: z.string() }).nullable(),
});
export const rolesChangedSchema = z.object({
  userId: z.string(),
  role: z.enum(userRoles),
  staffRoles: z.array(z.enum(staffRoles)),
});

export const emailListSchema = pageOf(
  z.object({
    id: serialId,
    kind: z.string(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(outboxStatuses),
    attempts: count,
    lastError: z.string().nullable(),
    nextAttemptAt: isoDateTime,
    createdAt: isoDateTime,
    sentAt: isoDateTime.nullable(),
  }),
);
export const emailRetriedSchema = z.object({
  id: serialId,
  status: z.enum(outboxStatuses),
  attempts: count,
});

/** A claim in the staff queue: overdue by the insights rule, with its versions before a claim again. */
export const kitClaimListSchema = pageOf(
  kitClaimSchema.extend({
    overdue: z.boolean(),
    history: z.array(
      z.object({
        name: z.string(),
        email: z.string(),
        address: z.string(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        zipCode: z.string().nullable(),
        specialInstructions: z.string().nullable(),
        claimedAt: isoDateTime,
        cancelledAt: isoDateTime.nullable(),
        cancelReason: z.string().nullable(),
        replacedAt: isoDateTime,
      }),
    ),
  }),
);
export const kitClaimsMovedSchema = z.object({ claims: z.array(kitClaimSchema) });

/** A staff action with what it changed: `before` and `after` are the record's fields as they were. */
export const auditTrailSchema = pageOf(
  z.object({
    id: serialId,
    actorId: z.string(),
    actorEmail: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    createdAt: isoDateTime,
    /** Who acted, by their name now; null when their account was deleted. */
    actorName: z.string().nullable(),
    /** The creator acted on (roles, nudges, kit claims); null for other actions. */
    subject: z
      .object({
        /** Null when a kit claim's creator deleted their account. */
        id: z.string().nullable(),
        /** Null when the account was deleted. */
        name: z.string().nullable(),
      })
      .nullable(),
  }),
);
