import { Hono } from 'hono';
import {
  reviewDraftInputSchema,
  reviewFileQuerySchema,
  reviewQueueQuerySchema,
  reviewRequestIdParamSchema,
  sendReviewInputSchema,
} from '#shared/schemas/reviews.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { respondWithStoredFile } from '../../http/stored-file-response.ts';
import { validate } from '../../http/validate.ts';
import {
  presentReviewClaim,
  presentReviewClaimReleased,
  presentReviewDetail,
  presentReviewDraft,
  presentReviewQueue,
  presentSentReview,
} from '../../presenters/reviews.ts';
import { claimReview, releaseReviewClaim } from './review-claims.service.ts';
import { saveReviewDraft, sendReview } from './review-send.service.ts';
import {
  findReviewDetail,
  findReviewFile,
  listReviewQueue,
  type ReviewDeps,
} from './review-queue.service.ts';

/** Mounted under /api/admin/reviews: the review queue, for coaches (issue 31). */
export function createReviewRoutes(deps: ReviewDeps & { guards: AuthGuards }) {
  const guard = deps.guards.requirePermission('review:write');
  return new Hono<AppEnv>()
    .get('/', guard, validate('query', reviewQueueQuerySchema), async (c) => {
      const viewer = c.get('user');
      const queue = await listReviewQueue(deps, { viewerId: viewer.id, ...c.req.valid('query') });
      return c.json(presentReviewQueue(queue, viewer.id));
    })
    .get('/:requestId', guard, validate('param', reviewRequestIdParamSchema), async (c) => {
      const viewer = c.get('user');
      const detail = await findReviewDetail(deps, {
        viewerId: viewer.id,
        requestId: c.req.valid('param').requestId,
      });
      return c.json(presentReviewDetail(detail, viewer.id));
    })
    .get(
      '/:requestId/file',
      guard,
      validate('param', reviewRequestIdParamSchema),
      validate('query', reviewFileQuerySchema),
      async (c) => {
        const file = await findReviewFile(deps, {
          viewerId: c.get('user').id,
          requestId: c.req.valid('param').requestId,
          version: c.req.valid('query').version,
        });
        return respondWithStoredFile(c, deps.fileStore, file);
      },
    )
    .post('/:requestId/claim', guard, validate('param', reviewRequestIdParamSchema), async (c) => {
      const claim = await claimReview(deps, {
        viewerId: c.get('user').id,
        requestId: c.req.valid('param').requestId,
      });
      return c.json(presentReviewClaim(claim));
    })
    .delete(
      '/:requestId/claim',
      guard,
      validate('param', reviewRequestIdParamSchema),
      async (c) => {
        await releaseReviewClaim(deps, {
          viewerId: c.get('user').id,
          requestId: c.req.valid('param').requestId,
        });
        return c.json(presentReviewClaimReleased());
      },
    )
    .put(
      '/:requestId/draft',
      guard,
      validate('param', reviewRequestIdParamSchema),
      validate('json', reviewDraftInputSchema),
      async (c) => {
        const draft = await saveReviewDraft(deps, {
          viewerId: c.get('user').id,
          requestId: c.req.valid('param').requestId,
          draft: c.req.valid('json'),
        });
        return c.json(presentReviewDraft(draft));
      },
    )
    .post(
      '/:requestId/review',
      guard,
      validate('param', reviewRequestIdParamSchema),
      validate('json', sendReviewInputSchema),
      async (c) => {
        const review = await sendReview(deps, {
          viewer: c.get('user'),
          requestId: c.req.valid('param').requestId,
          review: c.req.valid('json'),
        });
        return c.json(presentSentReview(review), 201);
      },
    );
}
