import { apiClient } from '#web/lib/api-client.ts';
import type { ReviewDraftInput, SendReviewInput } from './review-shapes.ts';

const reviews = apiClient.api.admin.reviews;
const request = reviews[':requestId'];
const param = (requestId: number) => ({ param: { requestId: String(requestId) } });

/** The staff review routes (issue 31), each one call. */
export const reviewRequests = {
  queue: async (query: Record<string, string>) => (await reviews.$get({ query })).json(),
  detail: async (requestId: number) => (await request.$get(param(requestId))).json(),
  claim: async (requestId: number) => (await request.claim.$post(param(requestId))).json(),
  release: async (requestId: number) => (await request.claim.$delete(param(requestId))).json(),
  saveDraft: async (requestId: number, draft: ReviewDraftInput) =>
    (await request.draft.$put({ ...param(requestId), json: draft })).json(),
  send: async (requestId: number, review: SendReviewInput) =>
    (await request.review.$post({ ...param(requestId), json: review })).json(),
};
