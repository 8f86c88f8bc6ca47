import { z } from 'zod';
import { shareReactions } from '#shared/rules/answer-shares.ts';
import { buddyPairEndReasons } from '#shared/rules/buddies.ts';
import { buddyNudgeStates } from '#shared/rules/buddy-nudges.ts';
import { inviteStatuses } from '#shared/rules/invites.ts';
import { count, isoDate, isoDateTime, serialId } from './common.ts';

/** Buddies and the one invitation: what creators see of each other. */

const person = z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() });

/** A buddy as the progress and Manage Buddies show one (`id` is the pairing's). */
const buddySummary = z.object({
  id: serialId,
  name: z.string(),
  currentQuest: z.string().nullable(),
  progress: count,
  realm: z.string(),
  avatar: z.string().nullable(),
});

export const buddyCardsSchema = z.object({
  buddies: z.array(
    z.object({
      id: serialId,
      name: z.string(),
      avatar: z.string().nullable(),
      realm: z.string(),
      realmId: serialId,
      progress: count,
      currentQuest: z.string().nullable(),
      pairedAt: isoDateTime,
      streak: count,
      /** Days in a row both checked in, each on their own calendar (today may still be open). */
      streakTogether: count,
      /** Whether the card offers 'Nudge': never says why not (active, or nudges off). */
      nudge: z.enum(buddyNudgeStates),
      /** The buddy's "This week I will …" for their week now, or null. */
      commitment: z.string().nullable(),
      notes: z.array(
        z.object({
          id: serialId,
          isMine: z.boolean(),
          authorName: z.string(),
          weekStart: isoDate,
          writtenOn: isoDate,
          text: z.string(),
        }),
      ),
    }),
  ),
  thisWeek: isoDate,
  waitingRequests: count,
});

/** "What I create" and the links, shared by a creator who chose to be findable; null otherwise. */
const sharedProfile = z.object({ bio: z.string(), links: z.array(z.string()) }).nullable();

export const buddyOverviewSchema = z.object({
  isFindable: z.boolean(),
  incoming: z.array(
    z.object({
      id: serialId,
      createdAt: isoDateTime,
      from: person.extend({ about: sharedProfile }),
    }),
  ),
  /** One sent by email shows only the address until its reader answers. */
  sent: z.array(
    z.object({
      id: serialId,
      createdAt: isoDateTime,
      email: z.string().nullable(),
      to: person.nullable(),
    }),
  ),
  current: z.array(buddySummary),
  past: z.array(
    z.object({
      id: serialId,
      buddy: person,
      realm: z.string(),
      pairedAt: isoDateTime,
      endedAt: isoDateTime.nullable(),
      endReason: z.enum(buddyPairEndReasons).nullable(),
      endedByMe: z.boolean(),
    }),
  ),
  blocked: z.array(person.extend({ blockedAt: isoDateTime })),
});

export const buddyCandidatesSchema = z.object({
  realm: z.string(),
  /** Whether the asking creator is findable themselves. */
  isFindable: z.boolean(),
  candidates: z.array(person.extend({ isRequested: z.boolean(), about: sharedProfile })),
});
export const buddyVisibilitySchema = z.object({ isFindable: z.boolean() });
export const buddyRequestSentSchema = z.object({
  request: z.object({ id: serialId, email: z.string().nullable(), createdAt: isoDateTime }),
});
export const buddyPairedSchema = z.object({ pairId: serialId, realm: z.string() });
export const buddyRequestClosedSchema = z.object({ requestId: serialId });
export const blockedCreatorSchema = z.object({ creatorId: z.string() });
export const buddyPairEndedSchema = z.object({ pairId: serialId });
export const buddyNudgedSchema = z.object({
  pairId: serialId,
  sentOn: isoDate,
  nudge: z.literal('nudged-today'),
});
export const buddyNoteWrittenSchema = z.object({
  note: z.object({ id: serialId, weekStart: isoDate, writtenOn: isoDate, text: z.string() }),
});

const sentInvite = z.object({
  inviteeName: z.string(),
  inviteeEmail: z.string(),
  personalMessage: z.string().nullable(),
  status: z.enum(inviteStatuses),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  acceptedAt: isoDateTime.nullable(),
});
export const inviteOverviewSchema = z.object({
  canInvite: z.boolean(),
  invite: sentInvite.nullable(),
});
export const inviteSentSchema = z.object({ invite: sentInvite });
/** What an invitation link shows a visitor: whom it is for while open, only its status after. */
export const inviteLinkSchema = z.union([
  z.object({
    status: z.literal('sent'),
    expiresAt: isoDateTime,
    inviterName: z.string(),
    inviteeName: z.string(),
    inviteeEmail: z.string(),
    personalMessage: z.string().nullable(),
  }),
  z.object({ status: z.enum(['accepted', 'expired', 'revoked']), expiresAt: isoDateTime }),
]);

/** Sharing a completed answer with a buddy (issue 31). */
export const answerSharedSchema = z.object({ questId: z.string(), sharedWith: z.array(person) });

const shareReaction = z.object({
  reaction: z.enum(shareReactions).nullable(),
  comment: z.string().nullable(),
  updatedAt: isoDateTime,
});

const sharedAnswer = z.object({
  id: serialId,
  questId: z.string(),
  questTitle: z.string(),
  realmId: serialId,
  answer: z.object({ content: z.string().nullable(), fileName: z.string().nullable() }),
  sharedAt: isoDateTime,
  reaction: shareReaction.nullable(),
});

export const sharedAnswersSchema = z.object({
  buddies: z.array(person.extend({ pairId: serialId })),
  sharedWithMe: z.array(sharedAnswer.extend({ from: person })),
  mine: z.array(sharedAnswer.extend({ with: person })),
});

export const shareReactionSavedSchema = shareReaction.extend({ shareId: serialId });
