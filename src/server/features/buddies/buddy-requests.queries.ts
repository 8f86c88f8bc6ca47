import { and, count, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { BuddyRequestStatus } from '#shared/rules/buddies.ts';
import type { Database } from '../../db/client.ts';
import { buddyRequest } from '../../db/schema/buddies.ts';

/** Requests still open from their sender's side: waiting, or silently blocked (which looks the same to them). */
const openStatuses: BuddyRequestStatus[] = ['waiting', 'blocked'];

type NewRequest = {
  senderId: string;
  recipientId: string | null;
  recipientEmail: string | null;
  status: 'waiting' | 'blocked';
};

/**
 * Stores a request unless the same one is already open (one per sender and
 * address, or per sender and creator found): then the open one is returned,
 * so repeating a request changes nothing. `isNew` says which.
 */
export async function insertOrFindOpenRequest(tx: Database, request: NewRequest) {
  const [inserted] = await tx
    .insert(buddyRequest)
    .values(request)
    .onConflictDoNothing()
    .returning({ id: buddyRequest.id, createdAt: buddyRequest.createdAt });
  if (inserted) return { ...inserted, isNew: true };
  const [existing] = await tx
    .select({ id: buddyRequest.id, createdAt: buddyRequest.createdAt })
    .from(buddyRequest)
    .where(
      and(
        eq(buddyRequest.senderId, request.senderId),
        inArray(buddyRequest.status, openStatuses),
        request.recipientEmail === null
          ? and(
              eq(buddyRequest.recipientId, request.recipientId!),
              isNull(buddyRequest.recipientEmail),
            )
          : eq(buddyRequest.recipientEmail, request.recipientEmail),
      ),
    );
  return { ...existing!, isNew: false };
}

/**
 * Whether either of two creators sent the other a request (other than
 * `exceptId`) in the last day, answered, cancelled or not: its bell
 * notification already went out.
 */
export async function hasRequestBetweenWithinADay(
  tx: Database,
  input: { firstId: string; secondId: string; exceptId: number },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: buddyRequest.id })
    .from(buddyRequest)
    .where(
      and(
        or(
          and(
            eq(buddyRequest.senderId, input.firstId),
            eq(buddyRequest.recipientId, input.secondId),
          ),
          and(
            eq(buddyRequest.senderId, input.secondId),
            eq(buddyRequest.recipientId, input.firstId),
          ),
        ),
        ne(buddyRequest.id, input.exceptId),
        sql`${buddyRequest.createdAt} > now() - interval '1 day'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function countOpenSentRequests(tx: Database, senderId: string): Promise<number> {
  const [row] = await tx
    .select({ open: count() })
    .from(buddyRequest)
    .where(and(eq(buddyRequest.senderId, senderId), inArray(buddyRequest.status, openStatuses)));
  return row?.open ?? 0;
}

/** A request waiting for this recipient's answer; undefined for anyone else's, or one answered. */
export async function findWaitingRequestTo(tx: Database, requestId: number, recipientId: string) {
  const [row] = await tx
    .select({ id: buddyRequest.id, senderId: buddyRequest.senderId })
    .from(buddyRequest)
    .where(
      and(
        eq(buddyRequest.id, requestId),
        eq(buddyRequest.recipientId, recipientId),
        eq(buddyRequest.status, 'waiting'),
      ),
    );
  return row;
}

/** Answers a request still waiting for this recipient; false when it was not (anymore). */
export async function answerWaitingRequest(
  db: Database,
  input: { requestId: number; recipientId: string; status: 'accepted' | 'declined' },
): Promise<boolean> {
  const rows = await db
    .update(buddyRequest)
    .set({ status: input.status, answeredAt: sql`now()` })
    .where(
      and(
        eq(buddyRequest.id, input.requestId),
        eq(buddyRequest.recipientId, input.recipientId),
        eq(buddyRequest.status, 'waiting'),
      ),
    )
    .returning({ id: buddyRequest.id });
  return rows.length > 0;
}

/** The sender takes back a request still open; false when it was not theirs or not open. */
export async function cancelOpenRequest(
  db: Database,
  input: { requestId: number; senderId: string },
): Promise<boolean> {
  const rows = await db
    .update(buddyRequest)
    .set({ status: 'cancelled', answeredAt: sql`now()` })
    .where(
      and(
        eq(buddyRequest.id, input.requestId),
        eq(buddyRequest.senderId, input.senderId),
        inArray(buddyRequest.status, openStatuses),
      ),
    )
    .returning({ id: buddyRequest.id });
  return rows.length > 0;
}

/** Requests still open that this creator sent or received, with the other creator's id. */
export async function listOpenRequestsWith(tx: Database, userId: string) {
  return tx
    .select({
      id: buddyRequest.id,
      senderId: buddyRequest.senderId,
      recipientId: buddyRequest.recipientId,
    })
    .from(buddyRequest)
    .where(
      and(
        inArray(buddyRequest.status, openStatuses),
        or(eq(buddyRequest.senderId, userId), eq(buddyRequest.recipientId, userId)),
      ),
    );
}

/** Requests that can never be accepted any more leave every list and count. */
export async function lapseRequests(tx: Database, requestIds: number[]) {
  if (requestIds.length === 0) return;
  await tx
    .update(buddyRequest)
    .set({ status: 'lapsed', answeredAt: sql`now()` })
    .where(and(inArray(buddyRequest.id, requestIds), inArray(buddyRequest.status, openStatuses)));
}

/** Once two creators pair, every other request still open between them is settled too. */
export async function settleOpenRequestsBetween(tx: Database, first: string, second: string) {
  await tx
    .update(buddyRequest)
    .set({ status: 'accepted', answeredAt: sql`now()` })
    .where(
      and(
        inArray(buddyRequest.status, openStatuses),
        or(
          and(eq(buddyRequest.senderId, first), eq(buddyRequest.recipientId, second)),
          and(eq(buddyRequest.senderId, second), eq(buddyRequest.recipientId, first)),
        ),
      ),
    );
}

/**
 * Blocking hides the blocked creator's waiting requests from the blocker;
 * unblocking shows them again. Their sender sees no change either way.
 */
export async function setRequestsFromBlocked(
  db: Database,
  input: { senderId: string; recipientId: string; isBlocked: boolean },
) {
  await db
    .update(buddyRequest)
    .set({ status: input.isBlocked ? 'blocked' : 'waiting' })
    .where(
      and(
        eq(buddyRequest.senderId, input.senderId),
        eq(buddyRequest.recipientId, input.recipientId),
        eq(buddyRequest.status, input.isBlocked ? 'waiting' : 'blocked'),
      ),
    );
}

/** Whether this creator has ever sent the other a request (which makes blocking them possible). */
export async function hasSentRequestTo(db: Database, senderId: string, recipientId: string) {
  const [row] = await db
    .select({ id: buddyRequest.id })
    .from(buddyRequest)
    .where(and(eq(buddyRequest.senderId, senderId), eq(buddyRequest.recipientId, recipientId)))
    .limit(1);
  return row !== undefined;
}

export async function countWaitingRequestsTo(db: Database, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(buddyRequest)
    .where(and(eq(buddyRequest.recipientId, recipientId), eq(buddyRequest.status, 'waiting')));
  return row?.waiting ?? 0;
}
