import type { InferRequestType, InferResponseType } from 'hono/client';
import type { apiClient } from '#web/lib/api-client.ts';

type ReviewRoutes = typeof apiClient.api.admin.reviews;
type RequestRoutes = ReviewRoutes[':requestId'];

/** The review queue's answers and the shapes within them, as the server's routes type them. */
export type ReviewQueuePage = InferResponseType<ReviewRoutes['$get'], 200>;
export type ReviewQueueItem = ReviewQueuePage['items'][number];
export type ReviewRequestDetail = InferResponseType<RequestRoutes['$get'], 200>;
export type ReviewClaim = NonNullable<ReviewQueueItem['claim']>;
export type ReviewFile = NonNullable<ReviewRequestDetail['answer']['file']>;
export type SentReview = NonNullable<ReviewRequestDetail['review']>;
export type ReviewDraft = NonNullable<ReviewRequestDetail['myDraft']>;
export type ReviewVerdict = SentReview['verdict'];
export type ReviewDraftInput = InferRequestType<RequestRoutes['draft']['$put']>['json'];
export type SendReviewInput = InferRequestType<RequestRoutes['review']['$post']>['json'];
