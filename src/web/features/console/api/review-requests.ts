import { appFetch } from '#web/lib/app-fetch.ts';
import type {
  ReviewClaim,
  ReviewDraft,
  ReviewDraftInput,
  ReviewQueuePage,
  ReviewRequestDetail,
  SendReviewInput,
  SentReview,
} from './review-shapes.ts';

/**
 * The staff review routes of issue 31, called as the contract words them until
 * the server's routes are in this branch and the typed apiClient knows them.
 */
const base = '/api/admin/reviews';

async function call<Result>(path: string, init?: RequestInit): Promise<Result> {
  const response = await appFetch(path, {
    ...init,
    headers: init?.body ? { 'content-type': 'application/json' } : undefined,
  });
  return (await response.json()) as Result;
}

const requestPath = (requestId: number) => `${base}/${requestId}`;

export const reviewRequests = {
  queue: (query: Record<string, string>) =>
    call<ReviewQueuePage>(`${base}?${new URLSearchParams(query).toString()}`),
  detail: (requestId: number) => call<ReviewRequestDetail>(requestPath(requestId)),
  claim: (requestId: number) =>
    call<{ claim: ReviewClaim }>(`${requestPath(requestId)}/claim`, { method: 'POST' }),
  release: (requestId: number) =>
    call<unknown>(`${requestPath(requestId)}/claim`, { method: 'DELETE' }),
  saveDraft: (requestId: number, draft: ReviewDraftInput) =>
    call<ReviewDraft>(`${requestPath(requestId)}/draft`, {
      method: 'PUT',
      body: JSON.stringify(draft),
    }),
  send: (requestId: number, review: SendReviewInput) =>
    call<SentReview>(`${requestPath(requestId)}/review`, {
      method: 'POST',
      body: JSON.stringify(review),
    }),
};
