import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { account, session } from '../db/schema/auth.ts';
import { apiKey, calendarFeed } from '../db/schema/integrations.ts';
import { invite } from '../db/schema/invites.ts';
import { pushSubscription } from '../db/schema/reminders.ts';
import { removeApiKeysOfHolder } from '../features/api-keys/api-keys.service.ts';
import { forgetCalendarFeed } from '../features/calendar-feed/calendar-feed.service.ts';
import { forgetPushSubscriptions } from '../features/push/push.service.ts';
import { deleteSessionsOf } from './users.queries.ts';

type ClearedCredential = {
  table: PgTable;
  /** Removes the account's rows inside the proof's transaction; answers how many there were. */
  clear: (tx: Database, userId: string) => Promise<number>;
  /** How the owner is told it went, when there was some (sessions go at every proof, unsaid). */
  describe?: (count: number) => string;
};

type KeptCredential = { table: PgTable; keptBecause: string };

export type HolderCredential = ClearedCredential | KeptCredential;

/**
 * Every credential-like thing the holder of an account can set up before
 * proving its address: a way in, or a way to act or read as the account
 * without signing in (decision 033, amending 006). Each proof walks this list
 * and clears what it says, so whoever registered someone's address first
 * keeps nothing once its owner proves it. A table linked to `user` with a
 * token, secret, key, hash or subscription in its name must be listed here,
 * cleared or kept for a stated reason (`holder-credentials.test.ts`).
 */
export const holderCredentials: readonly HolderCredential[] = [
  { table: session, clear: deleteSessionsOf },
  {
    table: account,
    keptBecause:
      'The password is the one just typed, or replaced by the one just chosen; a provider is ' +
      'linked only when it vouches for this same address (better-auth refuses another), so a ' +
      'linked provider is the address owner’s own. Its tokens open the provider, not Emberpath.',
  },
  {
    table: pushSubscription,
    clear: async (tx, userId) => (await forgetPushSubscriptions({ db: tx }, { userId })).removed,
    describe: (count) => `push reminders to ${count === 1 ? '1 device' : `${count} devices`}`,
  },
  {
    table: calendarFeed,
    clear: async (tx, userId) => (await forgetCalendarFeed({ db: tx }, { userId })).removed,
    describe: () => 'the calendar address',
  },
  {
    // A key made by whoever held the account before the proof (staff granted by hand) must not
    // outlive it (decision 040).
    table: apiKey,
    clear: (tx, userId) => removeApiKeysOfHolder(tx, { userId, now: new Date() }),
    describe: (count) => (count === 1 ? '1 API key' : `${count} API keys`),
  },
  {
    table: invite,
    keptBecause:
      'Its code lets the person invited create an account of their own; it opens nothing in ' +
      'this one, and the owner sees the invitation on their Invite page.',
  },
];

/** Clears every credential the list says to; answers what the owner is told was removed. */
export async function clearHolderCredentials(tx: Database, userId: string): Promise<string[]> {
  const removed: string[] = [];
  for (const credential of holderCredentials) {
    if (!('clear' in credential)) continue;
    const count = await credential.clear(tx, userId);
    if (count > 0 && credential.describe) removed.push(credential.describe(count));
  }
  return removed;
}
