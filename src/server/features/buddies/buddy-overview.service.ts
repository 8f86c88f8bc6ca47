import type { RealmDefinition } from '#shared/content-types.ts';
import { BUDDY_CANDIDATES_SHOWN, MAX_ACTIVE_BUDDIES, realmLabel } from '#shared/rules/buddies.ts';
import { isFindable } from './buddy-blocks.queries.ts';
import { toBuddySummary } from './buddy-cards.ts';
import { listBuddyCandidates } from './buddy-candidates.queries.ts';
import { sharedProfileOf, toPublicProfile } from './buddy-profiles.ts';
import { walkedRealms, type BuddyDeps } from './buddy-requests.service.ts';
import {
  listBlockedCreators,
  listIncomingRequests,
  listPastPairs,
  listSentRequests,
  loadBuddyCards,
} from './buddy-views.queries.ts';
import { currentRealmOf } from './current-realm.ts';

const PAST_PAIRS_SHOWN = 20;

const realmNamed = (realms: readonly RealmDefinition[], realmId: number) =>
  realmLabel(realms.find((candidate) => candidate.id === realmId) ?? { id: realmId, title: '' });

/** /buddies/manage: requests both ways, current and past buddies, blocks and the findable switch. */
export async function getBuddyOverview(deps: BuddyDeps, input: { userId: string }) {
  const { db } = deps;
  const [realms, findable, incoming, sent, current, past, blocked] = await Promise.all([
    walkedRealms(deps),
    isFindable(db, input.userId),
    listIncomingRequests(db, input.userId),
    listSentRequests(db, input.userId),
    loadBuddyCards(db, input.userId),
    listPastPairs(db, input.userId, PAST_PAIRS_SHOWN),
    listBlockedCreators(db, input.userId),
  ]);
  return {
    isFindable: findable,
    incoming: incoming.map((request) => ({
      id: request.id,
      createdAt: request.createdAt,
      from: { ...toPublicProfile(request.from), about: sharedProfileOf(request) },
    })),
    // A request by email shows only the address typed, whether or not it has an account.
    sent: sent.map((request) => ({
      id: request.id,
      createdAt: request.createdAt,
      email: request.email,
      to: request.email === null && request.to ? toPublicProfile(request.to) : null,
    })),
    current: current.map((row) => toBuddySummary(row, realms)),
    past: past.map((pair) => ({
      id: pair.id,
      buddy: toPublicProfile(pair.partner),
      realm: realmNamed(realms, pair.realmId),
      pairedAt: pair.pairedAt,
      endedAt: pair.endedAt,
      endReason: pair.endReason,
      endedByMe: pair.endedBy === input.userId,
    })),
    blocked: blocked.map((row) => ({ blockedAt: row.blockedAt, ...toPublicProfile(row.creator) })),
  };
}

/** 'Find a Realm Buddy': findable creators in this creator's current realm with room for a buddy. */
export async function findBuddyCandidates(deps: BuddyDeps, input: { userId: string }) {
  const realms = await walkedRealms(deps);
  const realm = await currentRealmOf(deps.db, input.userId, realms);
  const [rows, findable] = await Promise.all([
    listBuddyCandidates(deps.db, {
      userId: input.userId,
      realmId: realm.id,
      realmCount: realms.length,
      maxActive: MAX_ACTIVE_BUDDIES,
      limit: BUDDY_CANDIDATES_SHOWN,
    }),
    isFindable(deps.db, input.userId),
  ]);
  return {
    realm: realm.label,
    // The list's empty state offers the creator's own switch right there.
    isFindable: findable,
    candidates: rows.map((row) => ({
      ...toPublicProfile(row),
      isRequested: row.isRequested,
      about: sharedProfileOf(row),
    })),
  };
}
