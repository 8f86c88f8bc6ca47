import type { sendBuddyRequest } from '../features/buddies/buddy-requests.service.ts';
import type { nudgeBuddy } from '../features/buddies/buddy-nudges.service.ts';

/* What the buddy routes answer beyond their services' own views (decision 036). */

/** The request sent, or the one already waiting between the two creators. */
export const presentBuddyRequestSent = (result: Awaited<ReturnType<typeof sendBuddyRequest>>) => ({
  request: result.request,
});

/** A nudge sent: the card turns to 'Nudged today' (the sender's date says which day). */
export const presentBuddyNudged = (result: Awaited<ReturnType<typeof nudgeBuddy>>) => ({
  pairId: result.pairId,
  sentOn: result.sentOn,
  nudge: 'nudged-today' as const,
});
