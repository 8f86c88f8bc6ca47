import { realms } from '#content/realms.ts';
import type { SendReviewInput } from '#shared/schemas/reviews.ts';
import { apiAs } from './api-client.ts';
import { completeQuest, finishRealmTasks } from './journey-helpers.ts';
import type { TestApp } from './test-app.ts';

/** Realm 1's final task: it asks for feedback (every final task does unless staff say otherwise). */
export const FINAL_TASK_ID = realms[0]!.finalTask!.id;

/** Realm 1 done, its final task answered with `answer`: one answer waiting for a coach. */
export async function submitForReview(testApp: TestApp, cookie: string, answer = 'My ember') {
  const realm = realms[0]!;
  const others = { ...realm, finalTask: undefined };
  await finishRealmTasks(testApp, cookie, 1, {}, others);
  const response = await completeQuest(testApp, cookie, FINAL_TASK_ID, answer);
  if (response.status !== 200) throw new Error(`final task: ${response.status}`);
}

/** The review queue as a coach sees it. */
export async function readQueue(
  testApp: TestApp,
  cookie: string,
  query: Record<string, string> = {},
) {
  const response = await apiAs(testApp, cookie).admin.reviews.$get({ query });
  if (response.status !== 200)
    throw new Error(`queue: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The id of the creator's answer waiting (the newest), as the queue lists it to `coachCookie`. */
export async function waitingRequestOf(testApp: TestApp, coachCookie: string, creatorId: string) {
  const queue = await readQueue(testApp, coachCookie, { limit: '100' });
  const item = queue.items.filter((each) => each.creator.id === creatorId).at(-1);
  if (!item) throw new Error('no waiting answer for this creator');
  return item;
}

export function reviewsAs(testApp: TestApp, cookie: string) {
  return apiAs(testApp, cookie).admin.reviews[':requestId'];
}

export function sendReview(
  testApp: TestApp,
  cookie: string,
  requestId: number,
  review: Partial<SendReviewInput> = {},
) {
  return reviewsAs(testApp, cookie).review.$post({
    param: { requestId: String(requestId) },
    json: {
      version: 1,
      criteria: [],
      feedback: 'Clear and brave. Say more about who it is for.',
      verdict: 'great_work',
      ...review,
    },
  });
}
