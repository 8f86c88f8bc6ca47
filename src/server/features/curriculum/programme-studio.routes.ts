import { Hono } from 'hono';
import { AppError } from '#shared/errors.ts';
import {
  checkinPromptsInputSchema,
  insightsInputSchema,
  newQuestInputSchema,
  publishRealmInputSchema,
  questChangeInputSchema,
  questIdParamSchema,
  questOrderInputSchema,
  realmIdParamSchema,
  realmWordsInputSchema,
  templateInputSchema,
} from '#shared/schemas/curriculum.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import {
  presentProgramme,
  presentQuestId,
  presentRealmChanged,
  presentRealmDetail,
  presentRealmPublished,
  presentRealmUnscheduled,
} from '../../presenters/programme.ts';
import { actorOf } from '../audit/audit.service.ts';
import { listQuestTemplates } from '../library/library-studio.service.ts';

import {
  addQuest,
  attachWorksheetTemplate,
  changeCheckinPrompts,
  changeInsights,
  changeQuest,
  changeRealmWords,
  publishRealm,
  removeQuest,
  reorderQuests,
  unpublishRealm,
  unscheduleRealm,
  type StudioDeps,
} from './programme-studio.service.ts';

/** The programme studio, mounted at /api/admin/programme: staff only. */
export function createProgrammeStudioRoutes(deps: StudioDeps & { guards: AuthGuards }) {
  const { requirePermission } = deps.guards;
  const realmParam = validate('param', realmIdParamSchema);
  const questParam = validate('param', questIdParamSchema);
  return new Hono<AppEnv>()
    .get('/', requirePermission('programme:edit'), async (c) =>
      c.json(presentProgramme(await deps.curriculum.get(), deps.clock())),
    )
    .get('/realms/:realmId', requirePermission('programme:edit'), realmParam, async (c) => {
      const curriculum = await deps.curriculum.get();
      const realm = curriculum.realms.find(
        (candidate) => candidate.id === c.req.valid('param').realmId,
      );
      if (!realm) throw new AppError('NOT_FOUND', { userMessage: 'There is no such realm.' });
      return c.json(
        presentRealmDetail(realm, { now: deps.clock(), templates: await listQuestTemplates(deps) }),
      );
    })
    .patch(
      '/realms/:realmId',
      requirePermission('programme:edit'),
      realmParam,
      validate('json', realmWordsInputSchema),
      async (c) => {
        await changeRealmWords(deps, {
          actor: actorOf(c.get('user')),
          realmId: c.req.valid('param').realmId,
          words: c.req.valid('json'),
        });
        return c.json(presentRealmChanged(c.req.valid('param').realmId));
      },
    )
    .post(
      '/realms/:realmId/quests',
      requirePermission('programme:edit'),
      realmParam,
      validate('json', newQuestInputSchema),
      async (c) => {
        const quest = await addQuest(deps, {
          actor: actorOf(c.get('user')),
          realmId: c.req.valid('param').realmId,
          quest: c.req.valid('json'),
        });
        return c.json(presentQuestId(quest), 201);
      },
    )
    .put(
      '/realms/:realmId/quest-order',
      requirePermission('programme:edit'),
      realmParam,
      validate('json', questOrderInputSchema),
      async (c) =>
        c.json(
          await reorderQuests(deps, {
            actor: actorOf(c.get('user')),
            realmId: c.req.valid('param').realmId,
            questIds: c.req.valid('json').questIds,
          }),
        ),
    )
    .post(
      '/realms/:realmId/publish',
      requirePermission('programme:publish'),
      realmParam,
      validate('json', publishRealmInputSchema),
      async (c) => {
        const realm = await publishRealm(deps, {
          actor: actorOf(c.get('user')),
          realmId: c.req.valid('param').realmId,
          publish: c.req.valid('json'),
        });
        void deps.outbox.deliverDue();
        return c.json(presentRealmPublished(realm));
      },
    )
    .post(
      '/realms/:realmId/unschedule',
      requirePermission('programme:publish'),
      realmParam,
      async (c) => {
        const realm = await unscheduleRealm(deps, {
          actor: actorOf(c.get('user')),
          realmId: c.req.valid('param').realmId,
        });
        return c.json(presentRealmUnscheduled(realm));
      },
    )
    .post(
      '/realms/:realmId/unpublish',
      requirePermission('programme:publish'),
      realmParam,
      async (c) => {
        const realm = await unpublishRealm(deps, {
          actor: actorOf(c.get('user')),
          realmId: c.req.valid('param').realmId,
        });
        return c.json(presentRealmUnscheduled(realm));
      },
    )
    .patch(
      '/quests/:questId',
      requirePermission('programme:edit'),
      questParam,
      validate('json', questChangeInputSchema),
      async (c) => {
        const quest = await changeQuest(deps, {
          actor: actorOf(c.get('user')),
          questId: c.req.valid('param').questId,
          changes: c.req.valid('json'),
        });
        return c.json(presentQuestId(quest));
      },
    )
    .delete('/quests/:questId', requirePermission('programme:edit'), questParam, async (c) =>
      c.json(
        await removeQuest(deps, {
          actor: actorOf(c.get('user')),
          questId: c.req.valid('param').questId,
        }),
      ),
    )
    .put(
      '/quests/:questId/template',
      requirePermission('programme:edit'),
      questParam,
      validate('json', templateInputSchema),
      async (c) =>
        c.json(
          await attachWorksheetTemplate(deps, {
            actor: actorOf(c.get('user')),
            questId: c.req.valid('param').questId,
            resourceId: c.req.valid('json').resourceId,
          }),
        ),
    )
    .put(
      '/checkin-prompts',
      requirePermission('programme:edit'),
      validate('json', checkinPromptsInputSchema),
      async (c) =>
        c.json(
          await changeCheckinPrompts(deps, {
            actor: actorOf(c.get('user')),
            prompts: c.req.valid('json').prompts,
          }),
        ),
    )
    .put(
      '/insights',
      requirePermission('programme:edit'),
      validate('json', insightsInputSchema),
      async (c) =>
        c.json(
          await changeInsights(deps, {
            actor: actorOf(c.get('user')),
            insights: c.req.valid('json').insights,
          }),
        ),
    );
}
