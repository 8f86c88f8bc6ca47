// Kept free of zod: the buddy screens use these without loading it.
import type { RealmDefinition } from '../content-types.ts';
import { addDays, weekdayOf, type LocalDate } from './calendar.ts';
import { allTasksOf, currentRealmId } from './realm-progress.ts';

/** The guide's rule: never more than two active buddies at once. */
export const MAX_ACTIVE_BUDDIES = 2;

/** Requests a creator may have waiting at once: enough to find a buddy, too few to spam a cohort. */
export const MAX_WAITING_REQUESTS = 10;

/** One short note per buddy per week. */
export const MAX_BUDDY_NOTE_LENGTH = 500;

/** How many of a pair's notes the card shows, newest first. */
export const BUDDY_NOTES_SHOWN = 6;

/** How many findable creators 'Find a Realm Buddy' lists at once. */
export const BUDDY_CANDIDATES_SHOWN = 20;

export const buddyRequestStatuses = [
  'waiting',
  'accepted',
  'declined',
  'cancelled',
  /** From someone the recipient blocked: never shown to them, and still "waiting" to its sender. */
  'blocked',
  /** The two no longer share a realm (one completed theirs): it can never be accepted, so it is gone. */
  'lapsed',
] as const;
export type BuddyRequestStatus = (typeof buddyRequestStatuses)[number];

export const buddyPairEndReasons = [
  /** One of the pair chose to end it (or blocked the other). */
  'ended',
  /** One of the pair completed the realm the pair was made in. */
  'graduated',
] as const;
export type BuddyPairEndReason = (typeof buddyPairEndReasons)[number];

/** The Monday that starts the calendar week (Monday to Sunday) of a local date: a note's week. */
export function weekStartOf(date: LocalDate): LocalDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** "Realm 2: Structure", as the buddy cards and notifications name a realm. */
export function realmLabel(realm: { id: number; title: string }): string {
  return `Realm ${realm.id}: ${realm.title}`;
}

/**
 * What a buddy may see of another's journey, worked out from which realms and
 * quests they have completed (never from what they wrote): their current
 * realm, how far through it they are, and the next quest waiting for them.
 */
export function buddyJourneyOf(input: {
  realms: readonly RealmDefinition[];
  completedRealmIds: readonly number[];
  completedQuestIds: readonly string[];
}) {
  const realmId = currentRealmId(input.realms.length, new Set(input.completedRealmIds));
  const realm = input.realms.find((candidate) => candidate.id === realmId)!;
  const done = new Set(input.completedQuestIds);
  const tasks = allTasksOf(realm);
  const isMastered = input.completedRealmIds.includes(realm.id);
  const doneCount = isMastered ? tasks.length : tasks.filter((task) => done.has(task.id)).length;
  return {
    realmId: realm.id,
    realm: realmLabel(realm),
    progress: tasks.length === 0 ? 0 : Math.round((doneCount / tasks.length) * 100),
    currentQuest: isMastered ? null : (tasks.find((task) => !done.has(task.id))?.title ?? null),
  };
}

/** How a creator is named to others: their name, or the part of their address before the @. */
export function publicNameOf(person: { name: string; emailName: string }): string {
  return person.name.trim() || person.emailName;
}

/** Two letters for an avatar without a picture: "Maya Rivera" → "MR", "maya.rivera-2" → "MR", "jonas" → "J". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter((word) => /^\p{L}/u.test(word));
  if (words.length === 0) return name.trim().charAt(0).toUpperCase();
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The words of the buddy rules, used by the server's refusals and the screens alike. */
export const buddyMessages = {
  ownAddress: {
    title: 'That’s You',
    message: 'That is your own email address. Ask a fellow creator for theirs.',
  },
  fullHouse: {
    title: 'Two Buddies Already',
    message: 'You already have two realm buddies. End a pairing to make room for another.',
  },
  theyAreFull: (name: string) => ({
    title: 'Two Buddies Already',
    message: `${name} already has two realm buddies, so this pairing cannot start right now.`,
  }),
  tooManyWaiting: {
    title: 'Requests Waiting',
    message: `You have ${MAX_WAITING_REQUESTS} requests waiting for an answer. Cancel one to send another.`,
  },
  differentRealms: (mine: string, theirs: string, name: string) => ({
    title: 'Different Realms',
    message: `You are in ${mine} and ${name} is in ${theirs}. Buddies pair within the same realm.`,
  }),
  /** Sent by address: the refusal names neither the creator nor their realm (decision 028). */
  differentRealmsByEmail: (mine: string) => ({
    title: 'Different Realms',
    message: `You are in ${mine}, and the creator at that address is in another realm. Buddies pair within the same realm.`,
  }),
  alreadyBuddies: (name: string) => ({
    title: 'Already Buddies',
    message: `You and ${name} are already realm buddies.`,
  }),
  requestGone: 'That request is no longer waiting.',
  pairingGone: 'That pairing has already ended.',
  notFindable: 'That creator is not open to buddy requests in your realm right now.',
  noteEmpty: {
    title: 'Share Your Week',
    message: 'Please write a line or two about your week for your buddy.',
  },
  noteTooLong: `Please keep your note under ${MAX_BUDDY_NOTE_LENGTH} characters.`,
  requestSent: 'Buddy Request Sent!',
  /** The same answer whether or not the address has an account. */
  requestSentByEmail:
    'If that address belongs to a creator, they will find your request in Manage Buddies.',
} as const;
