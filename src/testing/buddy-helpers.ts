import { eq } from 'drizzle-orm';
import { notification } from '#server/db/schema/notifications.ts';
import type { BuddyRequestInput } from '#shared/schemas/buddies.ts';
import { apiAs } from './api-client.ts';
import type { TestApp } from './test-app.ts';

type Creator = { id: string; email: string; cookie: string };

export function requestBuddy(testApp: TestApp, cookie: string, request: BuddyRequestInput) {
  return apiAs(testApp, cookie).buddies.requests.$post({ json: request });
}

export function acceptRequest(testApp: TestApp, cookie: string, requestId: number) {
  return apiAs(testApp, cookie).buddies.requests[':requestId'].accept.$post({
    param: { requestId: String(requestId) },
  });
}

/** /buddies/manage's data for a creator. */
export async function overviewOf(testApp: TestApp, cookie: string) {
  const response = await apiAs(testApp, cookie).buddies.overview.$get();
  if (response.status !== 200) throw new Error(`overview: ${response.status}`);
  return response.json();
}

/** /buddies's cards for a creator. */
export async function buddyCardsOf(testApp: TestApp, cookie: string) {
  const response = await apiAs(testApp, cookie).buddies.$get();
  if (response.status !== 200) throw new Error(`buddies: ${response.status}`);
  return response.json();
}

/** The id of the request `from` sent `to` by email, as `to` sees it waiting. */
export async function sendRequestByEmail(testApp: TestApp, from: Creator, to: Creator) {
  const sent = await requestBuddy(testApp, from.cookie, { email: to.email });
  if (sent.status !== 201) throw new Error(`request: ${sent.status} ${await sent.text()}`);
  const incoming = (await overviewOf(testApp, to.cookie)).incoming;
  const request = incoming.find((candidate) => candidate.from.id === from.id);
  if (!request) throw new Error('the request did not arrive');
  return request.id;
}

/** Pairs two creators the way creators do: a request by email, then its acceptance. */
export async function makeBuddies(testApp: TestApp, first: Creator, second: Creator) {
  const requestId = await sendRequestByEmail(testApp, first, second);
  const accepted = await acceptRequest(testApp, second.cookie, requestId);
  if (accepted.status !== 200)
    throw new Error(`accept: ${accepted.status} ${await accepted.text()}`);
  return (await accepted.json()).pairId;
}

/** The kinds and titles of a creator's notifications, oldest first. */
export async function notificationKindsOf(testApp: TestApp, userId: string) {
  const rows = await testApp.db
    .select({ kind: notification.kind, title: notification.title, body: notification.body })
    .from(notification)
    .where(eq(notification.recipientId, userId))
    .orderBy(notification.id);
  return rows;
}
