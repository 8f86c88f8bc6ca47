import { Hono } from 'hono';
import { shareIdParamSchema, shareReactionInputSchema } from '#shared/schemas/answer-shares.ts';
import { questIdParamSchema } from '#shared/schemas/journey.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import {
  presentAnswerShared,
  presentShareReaction,
  presentSharedAnswers,
} from '../../presenters/answer-shares.ts';
import {
  listSharedAnswers,
  reactToShare,
  shareAnswer,
  unshareAnswer,
} from './answer-shares.service.ts';
import type { BuddyDeps } from './buddy-requests.service.ts';

/**
 * Sharing a completed answer with a buddy (issue 31). Its paths sit under
 * three areas (/quests, /buddies, /shares), so the router is mounted at /api.
 */
export function createAnswerShareRoutes(deps: BuddyDeps & { guards: AuthGuards }) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .post(
      '/quests/:questId/share',
      requireUser,
      validate('param', questIdParamSchema),
      async (c) => {
        const result = await shareAnswer(deps, {
          userId: c.get('user').id,
          questId: c.req.valid('param').questId,
        });
        return c.json(presentAnswerShared(result), result.isNew ? 201 : 200);
      },
    )
    .delete(
      '/quests/:questId/share',
      requireUser,
      validate('param', questIdParamSchema),
      async (c) =>
        c.json(
          presentAnswerShared(
            await unshareAnswer(deps, {
              userId: c.get('user').id,
              questId: c.req.valid('param').questId,
            }),
          ),
        ),
    )
    .get('/buddies/shared', requireUser, async (c) =>
      c.json(presentSharedAnswers(await listSharedAnswers(deps, { userId: c.get('user').id }))),
    )
    .put(
      '/shares/:shareId/reaction',
      requireUser,
      validate('param', shareIdParamSchema),
      validate('json', shareReactionInputSchema),
      async (c) =>
        c.json(
          presentShareReaction(
            await reactToShare(deps, {
              userId: c.get('user').id,
              shareId: c.req.valid('param').shareId,
              change: c.req.valid('json'),
            }),
          ),
        ),
    );
}
