import { Hono } from 'hono';
import {
  blockCreatorInputSchema,
  buddyNoteInputSchema,
  buddyPairIdParamSchema,
  buddyRequestIdParamSchema,
  buddyRequestInputSchema,
  buddyVisibilityInputSchema,
  creatorIdParamSchema,
} from '#shared/schemas/buddies.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { presentBuddyNudged, presentBuddyRequestSent } from '../../presenters/buddies.ts';
import { blockCreator, setBuddyVisibility, unblockCreator } from './buddy-blocks.service.ts';
import { nudgeBuddy, type BuddyNudgeDeps } from './buddy-nudges.service.ts';
import { findBuddyCandidates, getBuddyOverview } from './buddy-overview.service.ts';
import { endBuddyPairing, listBuddyCards, writeBuddyNote } from './buddy-pairs.service.ts';
import {
  acceptBuddyRequest,
  cancelBuddyRequest,
  declineBuddyRequest,
  sendBuddyRequest,
} from './buddy-requests.service.ts';

export function createBuddyRoutes(deps: BuddyNudgeDeps & { guards: AuthGuards }) {
  const { requireUser } = deps.guards;
  return (
    new Hono<AppEnv>()
      .get('/', requireUser, async (c) => {
        const user = c.get('user');
        return c.json(
          await listBuddyCards(deps, {
            userId: user.id,
            timeZone: user.timeZone,
            now: deps.clock(),
          }),
        );
      })
      .get('/overview', requireUser, async (c) =>
        c.json(await getBuddyOverview(deps, { userId: c.get('user').id })),
      )
      .get('/candidates', requireUser, async (c) =>
        c.json(await findBuddyCandidates(deps, { userId: c.get('user').id })),
      )
      .put('/visibility', requireUser, validate('json', buddyVisibilityInputSchema), async (c) =>
        c.json(
          await setBuddyVisibility(deps, {
            userId: c.get('user').id,
            isFindable: c.req.valid('json').isFindable,
          }),
        ),
      )
      .post('/requests', requireUser, validate('json', buddyRequestInputSchema), async (c) => {
        const user = c.get('user');
        const result = await sendBuddyRequest(deps, {
          userId: user.id,
          userEmail: user.email,
          request: c.req.valid('json'),
        });
        return c.json(presentBuddyRequestSent(result), result.isNew ? 201 : 200);
      })
      .post(
        '/requests/:requestId/accept',
        requireUser,
        validate('param', buddyRequestIdParamSchema),
        async (c) =>
          c.json(
            await acceptBuddyRequest(deps, {
              userId: c.get('user').id,
              requestId: c.req.valid('param').requestId,
            }),
          ),
      )
      .post(
        '/requests/:requestId/decline',
        requireUser,
        validate('param', buddyRequestIdParamSchema),
        async (c) =>
          c.json(
            await declineBuddyRequest(deps, {
              userId: c.get('user').id,
              requestId: c.req.valid('param').requestId,
            }),
          ),
      )
      .post(
        '/requests/:requestId/cancel',
        requireUser,
        validate('param', buddyRequestIdParamSchema),
        async (c) =>
          c.json(
            await cancelBuddyRequest(deps, {
              userId: c.get('user').id,
              requestId: c.req.valid('param').requestId,
            }),
          ),
      )
      .post('/blocks', requireUser, validate('json', blockCreatorInputSchema), async (c) =>
        c.json(
          await blockCreator(deps, {
            userId: c.get('user').id,
            creatorId: c.req.valid('json').creatorId,
          }),
        ),
      )
      .delete(
        '/blocks/:creatorId',
        requireUser,
        validate('param', creatorIdParamSchema),
        async (c) =>
          c.json(
            await unblockCreator(deps, {
              userId: c.get('user').id,
              creatorId: c.req.valid('param').creatorId,
            }),
          ),
      )
      .post('/:pairId/end', requireUser, validate('param', buddyPairIdParamSchema), async (c) =>
        c.json(
          await endBuddyPairing(deps, {
            userId: c.get('user').id,
            pairId: c.req.valid('param').pairId,
          }),
        ),
      )
      // A nudge for a quiet buddy: one a day per pair from each of them.
      .post('/:pairId/nudge', requireUser, validate('param', buddyPairIdParamSchema), async (c) => {
        const user = c.get('user');
        const result = await nudgeBuddy(deps, {
          userId: user.id,
          timeZone: user.timeZone,
          pairId: c.req.valid('param').pairId,
          now: deps.clock(),
        });
        return c.json(presentBuddyNudged(result), 201);
      })
      // This week's note: written once, rewritten until the week is over.
      .put(
        '/:pairId/note',
        requireUser,
        validate('param', buddyPairIdParamSchema),
        validate('json', buddyNoteInputSchema),
        async (c) => {
          const user = c.get('user');
          return c.json(
            await writeBuddyNote(deps, {
              userId: user.id,
              timeZone: user.timeZone,
              pairId: c.req.valid('param').pairId,
              text: c.req.valid('json').text,
              now: deps.clock(),
            }),
          );
        },
      )
  );
}
