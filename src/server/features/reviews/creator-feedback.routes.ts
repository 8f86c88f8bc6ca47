import { Hono } from 'hono';
import { questIdParamSchema } from '#shared/schemas/journey.ts';
import { revisionInputSchema } from '#shared/schemas/reviews.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import {
  presentFeedbackOverview,
  presentQuestFeedback,
  presentRevisionSubmitted,
} from '../../presenters/reviews.ts';
import { findQuestFeedback, listMyFeedback } from './creator-feedback.service.ts';
import { submitRevision } from './revision.service.ts';
import type { ReviewDeps } from './review-queue.service.ts';

/**
 * Mounted under /api: a creator's own feedback (/feedback) and a quest's
 * feedback and revision (/quests/:questId/…). Another's is a 404.
 */
export function createCreatorFeedbackRoutes(deps: ReviewDeps & { guards: AuthGuards }) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .get('/feedback', requireUser, async (c) =>
      c.json(presentFeedbackOverview(await listMyFeedback(deps, { userId: c.get('user').id }))),
    )
    .get(
      '/quests/:questId/feedback',
      requireUser,
      validate('param', questIdParamSchema),
      async (c) => {
        const feedback = await findQuestFeedback(deps, {
          userId: c.get('user').id,
          questId: c.req.valid('param').questId,
        });
        return c.json(presentQuestFeedback(feedback));
      },
    )
    .post(
      '/quests/:questId/revision',
      requireUser,
      validate('param', questIdParamSchema),
      validate('json', revisionInputSchema),
      async (c) => {
        const revision = await submitRevision(deps, {
          userId: c.get('user').id,
          questId: c.req.valid('param').questId,
          content: c.req.valid('json').content,
        });
        return c.json(presentRevisionSubmitted(revision));
      },
    );
}
