import * as journeySchemas from '#shared/schemas/journey.ts';
import * as reviewSchemas from '#shared/schemas/reviews.ts';
import * as reviews from '../responses/reviews.ts';
import { op, fileAnswers } from '../operation.ts';

/** The review queue (staff) and the feedback creators receive (issue 31). */
export const reviewOperations = [
  op(
    'GET',
    '/api/admin/reviews',
    'staff',
    "answers waiting for feedback, oldest first, never one's own: realm, quest, sign-up week, mine; keyset cursor",
    {
      permission: 'review:write',
      query: reviewSchemas.reviewQueueQuerySchema,
      responses: { 200: reviews.reviewQueueSchema },
    },
  ),
  op(
    'GET',
    '/api/admin/reviews/:requestId',
    'staff',
    "one answer to review with its earlier versions, the claim, one's draft (404 unknown, 403 'Not Your Own Work')",
    {
      permission: 'review:write',
      params: reviewSchemas.reviewRequestIdParamSchema,
      responses: { 200: reviews.reviewDetailSchema },
    },
  ),
  op(
    'GET',
    '/api/admin/reviews/:requestId/file',
    'staff',
    "the answer's worksheet: inline for PDF and images, a download otherwise (404 none)",
    {
      permission: 'review:write',
      params: reviewSchemas.reviewRequestIdParamSchema,
      query: reviewSchemas.reviewFileQuerySchema,
      responses: fileAnswers,
    },
  ),
  op(
    'POST',
    '/api/admin/reviews/:requestId/claim',
    'staff',
    "claims the answer for an hour (409 'Claimed by Someone Else', 409 'Already Reviewed')",
    {
      permission: 'review:write',
      params: reviewSchemas.reviewRequestIdParamSchema,
      responses: { 200: reviews.reviewClaimAnswerSchema },
    },
  ),
  op(
    'DELETE',
    '/api/admin/reviews/:requestId/claim',
    'staff',
    "releases one's own claim (another's stays)",
    {
      permission: 'review:write',
      params: reviewSchemas.reviewRequestIdParamSchema,
      responses: { 200: reviews.reviewClaimReleasedSchema },
    },
  ),
  op(
    'PUT',
    '/api/admin/reviews/:requestId/draft',
    'staff',
    "saves one's unsent review (409 'Already Reviewed', 422 criteria count)",
    {
      permission: 'review:write',
      params: reviewSchemas.reviewRequestIdParamSchema,
      body: reviewSchemas.reviewDraftInputSchema,
      responses: { 200: reviews.reviewDraftSchema },
    },
  ),
  op(
    'POST',
    '/api/admin/reviews/:requestId/review',
    'staff',
    "sends the review, once (201; 409 'Already Reviewed' / 'Answer Revised' / 'Claimed by Someone Else', 403 'Not Your Own Work', 422 criteria count)",
    {
      permission: 'review:write',
      params: reviewSchemas.reviewRequestIdParamSchema,
      body: reviewSchemas.sendReviewInputSchema,
      responses: { 201: reviews.sentReviewSchema },
    },
  ),
  op(
    'GET',
    '/api/feedback',
    'creator',
    "the latest review of each of one's quests, and the answers waiting for one",
    { responses: { 200: reviews.feedbackOverviewSchema } },
  ),
  op(
    'GET',
    '/api/quests/:questId/feedback',
    'creator',
    "one's versions of an answer with their reviews, newest first (404 no answer)",
    {
      params: journeySchemas.questIdParamSchema,
      responses: { 200: reviews.questFeedbackSchema },
    },
  ),
  op(
    'POST',
    '/api/quests/:questId/revision',
    'creator',
    "a revised answer after 'another pass', back in the queue (409 'Nothing to Revise', 422 'Content Required')",
    {
      params: journeySchemas.questIdParamSchema,
      body: reviewSchemas.revisionInputSchema,
      responses: { 200: reviews.revisionSubmittedSchema },
    },
  ),
];
