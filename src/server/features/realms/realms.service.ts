import type { RealmDefinition } from '#shared/content-types.ts';
import { emitWebhookEvent } from '../webhooks/webhook-events.ts';
import { AppError } from '#shared/errors.ts';
import { ALREADY_CLAIMED_TITLE } from '#shared/rules/kit-claims.ts';
import { allTasksOf, currentRealmId, isRealmUnlocked } from '#shared/rules/realm-progress.ts';
import type { RewardClaimInput } from '#shared/schemas/journey.ts';
import { lockUserRow } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import type { Outbox } from '../../mail/outbox.ts';
import {
  graduateBuddyPairs,
  lapseRequestsAcrossRealms,
} from '../buddies/buddy-graduation.service.ts';
import { realmsOpenFor } from '../cohorts/cohort-pace.ts';
import type { CurriculumCache } from '../curriculum/curriculum-cache.ts';
import { grantInvitePrivilege } from '../invites/invite-privileges.service.ts';
import { recordSectionUnlocked } from '../library/library-unlocks.service.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { loadCompletedQuestIds } from '../quests/quests.queries.ts';
import {
  insertRealmCompletion,
  insertRewardClaim,
  listUsersWhoCompleted,
  loadCompletedRealmIds,
} from './realms.queries.ts';
import { realmUnlockedNotification } from './realm-unlocked-notification.ts';
import { kitClaimEmail } from './realms-emails.ts';
import { parseRewardClaim } from './reward-claim.ts';

export type RealmDeps = {
  db: Database;
  outbox: Outbox;
  staffEmails: ReadonlySet<string>;
  curriculum: CurriculumCache;
  clock: () => Date;
};

const alreadyClaimedError = (title: string) =>
  new AppError('CONFLICT', {
    title: ALREADY_CLAIMED_TITLE,
    userMessage: `You have already claimed the Ember Kit for ${title}, perhaps on another device. Nothing was sent again.`,
  });

const lockedRealmError = (title: string) =>
  new AppError('FORBIDDEN', {
    title: `${title} is Locked`,
    userMessage: 'Complete your current realm to unlock this next stage of your journey.',
  });

/** The realms this creator has completed. */
export async function completedRealmIdsOf(
  deps: { db: Database },
  input: { userId: string },
): Promise<Set<number>> {
  return loadCompletedRealmIds(deps.db, input.userId);
}

/** Everyone who has completed this realm (inside the caller's transaction when given one). */
export async function usersWhoCompletedRealm(
  deps: { db: Database },
  input: { realmId: number },
): Promise<string[]> {
  return listUsersWhoCompleted(deps.db, input.realmId);
}

/**
 * Quests can be worked on only in a realm that is unlocked and not yet
 * mastered; anything else is refused with the words the screens show.
 */
export async function assertRealmOpenForWork(
  deps: { db: Database },
  input: { userId: string; realm: RealmDefinition },
) {
  assertRealmOpenGiven(input.realm, await loadCompletedRealmIds(deps.db, input.userId));
}

/** assertRealmOpenForWork, with the realms the creator has completed already read. */
export function assertRealmOpenGiven(
  realm: RealmDefinition,
  completedRealmIds: ReadonlySet<number>,
) {
  if (!isRealmUnlocked(realm.id, completedRealmIds)) throw lockedRealmError(realm.title);
  if (completedRealmIds.has(realm.id)) {
    throw new AppError('CONFLICT', {
      title: 'Realm Mastered!',
      userMessage: 'This realm is already complete.',
    });
  }
}

/**
 * Completes a realm with its Ember Kit claim, all in one transaction: the
 * realm must be open (live) and every quest and the final task it holds now
 * done — a quest staff removed is not needed, one they added is (decision
 * 020). Then the
 * realm is completed (which unlocks the next), the claim stored, invite
 * rights granted after realm 2, the newly opened library section noted for
 * 'New Resources Unlocked!', buddy pairs made in the realm graduated, and the
 * staff emailed. A realm already completed (its kit claimed, perhaps on
 * another device) is a 409 'Already Claimed' that changes nothing: never a
 * second success the creator would read as a second kit.
 */
export async function completeRealm(
  deps: RealmDeps,
  input: { userId: string; realmId: number; claim: RewardClaimInput },
) {
  const realms = await realmsOpenFor(deps, input.userId, deps.clock());
  const realm = realms.find(
    (candidate) => candidate.id === input.realmId && candidate.quests.length > 0,
  );
  if (!realm)
    throw new AppError('NOT_FOUND', { userMessage: 'There is no such realm to complete.' });
  const claim = parseRewardClaim(input.claim);

  const claimed = await deps.db.transaction(async (tx) => {
    await lockUserRow(tx, input.userId);
    const completedRealmIds = await loadCompletedRealmIds(tx, input.userId);
    if (completedRealmIds.has(realm.id)) throw alreadyClaimedError(realm.title);
    if (!isRealmUnlocked(realm.id, completedRealmIds)) throw lockedRealmError(realm.title);

    const doneQuestIds = await loadCompletedQuestIds(tx, input.userId, realm.id);
    if (!allTasksOf(realm).every((task) => doneQuestIds.has(task.id))) {
      throw new AppError('CONFLICT', {
        title: 'Not Ready Yet',
        userMessage: 'Complete every quest and the final task of this realm first.',
      });
    }
    await insertRealmCompletion(tx, input.userId, realm.id);
    const unlockedRealm = realms.find(
      (candidate) => candidate.id === realm.id + 1 && candidate.quests.length > 0,
    );
    if (unlockedRealm) {
      await postNotification(tx, realmUnlockedNotification(input.userId, realm, unlockedRealm));
    }
    const stored = await insertRewardClaim(tx, {
      userId: input.userId,
      realmId: realm.id,
      ...claim,
    });
    await grantInvitePrivilege(tx, { userId: input.userId, completedRealmId: realm.id });
    await recordSectionUnlocked(tx, { userId: input.userId, unlockedRealm });
    await graduateBuddyPairs({ db: tx }, { userId: input.userId, realm });
    await lapseRequestsAcrossRealms(
      { db: tx },
      {
        userId: input.userId,
        currentRealmIdOf: async (userId) =>
          currentRealmId(realms.length, await loadCompletedRealmIds(tx, userId)),
      },
    );
    for (const staffEmail of deps.staffEmails) {
      await deps.outbox.enqueue('kit-claim', kitClaimEmail(staffEmail, realm, stored), tx);
    }
    const occurredAt = deps.clock();
    await emitWebhookEvent(tx, {
      type: 'realm.completed',
      creatorId: input.userId,
      data: {
        creatorId: input.userId,
        realmId: realm.id,
        unlockedRealmId: unlockedRealm?.id ?? null,
      },
      occurredAt,
    });
    await emitWebhookEvent(tx, {
      type: 'kit.claimed',
      creatorId: input.userId,
      data: {
        creatorId: input.userId,
        claimId: stored.id,
        realmId: realm.id,
        status: stored.status,
      },
      occurredAt,
    });
    return stored;
  });

  // The emails were queued inside the transaction; deliver them now that it committed.
  void deps.outbox.deliverDue();
  return claimed;
}
