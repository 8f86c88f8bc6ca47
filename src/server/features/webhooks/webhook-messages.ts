import { z, type ZodObject } from 'zod';
import { questTypes } from '#shared/content-types.ts';
import { kitClaimStatuses } from '#shared/rules/kit-claims.ts';
import { reviewVerdicts } from '#shared/rules/reviews.ts';
import type { WebhookMessageType } from '#shared/schemas/webhooks.ts';

const creatorId = z.string();
const serialId = z.int().min(1);
const realmId = z.int().min(1);
const kitStatus = z.enum(kitClaimStatuses);
const EXAMPLE_CREATOR = 'Xb3kR9qLm2Tz7YwP4nVs8dQa';

type Message = {
  /**
   * The version of this message's payload, sent in every message as `version`.
   * Raised when a field is removed, renamed or changes meaning, so a receiver can
   * tell the new shape from the old; adding a field keeps it (decision 036).
   */
  version: number;
  /** When it is sent, in a few words. */
  when: string;
  /** Ids and the facts an integration needs: every endpoint gets them. */
  data: ZodObject;
  /** What the creator wrote: added to `data` only for endpoints that include answers. */
  private?: ZodObject;
  example: Record<string, unknown>;
};

/**
 * Every message an endpoint can receive: its `data` and an example, the one
 * description the emitters are typed by (WebhookEvent), the API description
 * states (its `webhooks`), the README shows and the tests hold received
 * messages against (decision 024).
 */
export const webhookMessages = {
  'creator.signed_up': {
    version: 1,
    when: "a new account's address is proven (at sign-up where email verification is off)",
    data: z.object({ creatorId, email: z.string(), name: z.string() }),
    example: { creatorId: EXAMPLE_CREATOR, email: 'ada@example.com', name: 'Ada Okafor' },
  },
  'quest.completed': {
    version: 1,
    when: 'a quest or final task is completed',
    data: z.object({ creatorId, questId: z.string(), realmId, questType: z.enum(questTypes) }),
    // A worksheet quest's answer is its file: `answer` is null then.
    private: z.object({ answer: z.string().nullable(), prompt: z.string() }),
    example: {
      creatorId: EXAMPLE_CREATOR,
      questId: 'r1-origin-story',
      realmId: 1,
      questType: 'journal',
    },
  },
  'realm.completed': {
    version: 1,
    when: 'a realm is completed',
    data: z.object({ creatorId, realmId, unlockedRealmId: realmId.nullable() }),
    example: { creatorId: EXAMPLE_CREATOR, realmId: 1, unlockedRealmId: 2 },
  },
  'kit.claimed': {
    version: 1,
    when: 'its Ember Kit is claimed (with the realm)',
    data: z.object({ creatorId, claimId: serialId, realmId, status: kitStatus }),
    example: { creatorId: EXAMPLE_CREATOR, claimId: 41, realmId: 1, status: 'pending' },
  },
  'kit.status_changed': {
    version: 1,
    when: 'staff move a claim (packed, shipped, …)',
    data: z.object({
      /** Null once the creator deleted their account: the claim stays, detached. */
      creatorId: creatorId.nullable(),
      claimId: serialId,
      realmId,
      previousStatus: kitStatus,
      status: kitStatus,
    }),
    example: {
      creatorId: EXAMPLE_CREATOR,
      claimId: 41,
      realmId: 1,
      previousStatus: 'packed',
      status: 'shipped',
    },
  },
  'checkin.created': {
    version: 1,
    when: 'the daily check-in is written',
    data: z.object({ creatorId, localDate: z.iso.date() }),
    private: z.object({ response: z.string(), prompt: z.string() }),
    example: { creatorId: EXAMPLE_CREATOR, localDate: '2026-11-25' },
  },
  'buddy.paired': {
    version: 1,
    when: 'a buddy request is accepted',
    data: z.object({ pairId: serialId, creatorIds: z.tuple([creatorId, creatorId]), realmId }),
    example: { pairId: 7, creatorIds: [EXAMPLE_CREATOR, 'Lm4pQ8vTz2Xc9RwN7bYs3kHa'], realmId: 2 },
  },
  'invite.accepted': {
    version: 1,
    when: 'someone who signed up through an invitation confirms their email',
    data: z.object({ inviteId: serialId, inviterId: creatorId, creatorId }),
    example: { inviteId: 12, inviterId: EXAMPLE_CREATOR, creatorId: 'Lm4pQ8vTz2Xc9RwN7bYs3kHa' },
  },
  'realm.published': {
    version: 1,
    when: 'a realm opens to creators (now or scheduled)',
    data: z.object({ realmId, title: z.string(), opensAt: z.iso.datetime() }),
    example: { realmId: 4, title: 'Amplification', opensAt: '2026-12-02T08:00:00.000Z' },
  },
  'answer.submitted_for_review': {
    version: 1,
    when: 'an answer that asks for feedback is submitted, or revised, and waits for a coach',
    data: z.object({
      creatorId,
      questId: z.string(),
      realmId,
      /** 1 for the first answer, one more for each revision. */
      answerVersion: serialId,
      reviewRequestId: serialId,
    }),
    // A worksheet quest's answer is its file: `answer` is null then.
    private: z.object({ answer: z.string().nullable() }),
    example: {
      creatorId: EXAMPLE_CREATOR,
      questId: 'r1-final',
      realmId: 1,
      answerVersion: 1,
      reviewRequestId: 318,
    },
  },
  'answer.reviewed': {
    version: 1,
    when: "a coach sends feedback on an answer ('great_work' or 'another_pass')",
    data: z.object({
      creatorId,
      questId: z.string(),
      realmId,
      answerVersion: serialId,
      reviewRequestId: serialId,
      reviewId: serialId,
      verdict: z.enum(reviewVerdicts),
    }),
    private: z.object({ feedback: z.string() }),
    example: {
      creatorId: EXAMPLE_CREATOR,
      questId: 'r1-final',
      realmId: 1,
      answerVersion: 1,
      reviewRequestId: 318,
      reviewId: 205,
      verdict: 'another_pass',
    },
  },
  'webhook.test': {
    version: 1,
    when: "staff press 'Send test event' (no endpoint subscribes to it)",
    data: z.object({ endpointId: z.uuid(), sentBy: z.string() }),
    example: { endpointId: '0b6f5a7e-3c1d-4e2f-9a8b-7c6d5e4f3a2b', sentBy: EXAMPLE_CREATOR },
  },
} satisfies Record<WebhookMessageType, Message>;

type Messages = typeof webhookMessages;

/** What an emitter passes for `type`: its data, and what the creator wrote where the event has it. */
export type WebhookEventOf<T extends WebhookMessageType> = {
  type: T;
  data: z.input<Messages[T]['data']>;
  private?: Messages[T] extends { private: ZodObject } ? z.input<Messages[T]['private']> : never;
};

/** How the description marks a field only endpoints that include answers receive. */
export const ANSWER_FIELD_NOTE = 'What the creator wrote: only to endpoints that include answers.';

/** How the description states `version`: what a receiver may rely on. */
export const PAYLOAD_VERSION_NOTE =
  "The version of this event's payload: raised when a field is removed, renamed or changes meaning; a new field keeps it.";

/** The version of a message type's payload, as every message of that type carries it. */
export const webhookPayloadVersion = (type: WebhookMessageType): number =>
  webhookMessages[type].version;

/**
 * The whole message as an endpoint receives it: `{ type, version, timestamp, data }`.
 * With the endpoint's choice, what the creator wrote is in `data` exactly when
 * it includes answers; without it (the API description, for every endpoint)
 * those fields are optional.
 */
export function webhookMessageSchema(
  type: WebhookMessageType,
  endpoint: { includesAnswers?: boolean } = {},
) {
  const message: Message = webhookMessages[type];
  const answerFields = Object.fromEntries(
    Object.entries(message.private?.shape ?? {}).map(([name, field]) => {
      const described = field.describe(ANSWER_FIELD_NOTE);
      return [name, endpoint.includesAnswers === undefined ? described.optional() : described];
    }),
  );
  return z.strictObject({
    type: z.literal(type),
    version: z.literal(message.version).describe(PAYLOAD_VERSION_NOTE),
    timestamp: z.iso.datetime(),
    data: (endpoint.includesAnswers === false
      ? message.data
      : message.data.extend(answerFields)
    ).strict(),
  });
}

/** The example of a message, as it would arrive. */
export function webhookMessageExample(type: WebhookMessageType) {
  return {
    type,
    version: webhookMessages[type].version,
    timestamp: '2026-11-25T14:03:11.250Z',
    data: webhookMessages[type].example,
  };
}
