import type { sendBuddyRequest } from '../features/buddies/buddy-requests.service.ts';

/* What the buddy routes answer beyond their services' own views (decision 036). */

/** The request sent, or the one already waiting between the two creators. */
export const presentBuddyRequestSent = (result: Awaited<ReturnType<typeof sendBuddyRequest>>) => ({
  request: result.request,
});
