import { Hono } from 'hono';
import {
  completeQuestInputSchema,
  questIdParamSchema,
  worksheetFileQuerySchema,
} from '#shared/schemas/journey.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { presentQuestCompleted } from '../../presenters/quests.ts';
import { respondWithStoredFile } from '../../http/stored-file-response.ts';
import { uploadFrom } from '../../http/upload-request.ts';
import {
  completeQuest,
  findWorksheetFile,
  uploadWorksheet,
  type QuestDeps,
} from './quests.service.ts';

export function createQuestRoutes(deps: QuestDeps & { guards: AuthGuards }) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .post(
      '/:questId/complete',
      requireUser,
      validate('param', questIdParamSchema),
      validate('json', completeQuestInputSchema),
      async (c) => {
        await completeQuest(deps, {
          userId: c.get('user').id,
          questId: c.req.valid('param').questId,
          content: c.req.valid('json').content,
        });
        return c.json(presentQuestCompleted());
      },
    )
    .put(
      '/:questId/file',
      requireUser,
      // No bodyLimit middleware here: it buffers chunked bodies. receiveUpload streams and cuts off at 50 MB.
      validate('param', questIdParamSchema),
      async (c) => {
        const stored = await uploadWorksheet(deps, {
          userId: c.get('user').id,
          questId: c.req.valid('param').questId,
          ...uploadFrom(c),
        });
        return c.json(stored);
      },
    )
    .get(
      '/:questId/file',
      requireUser,
      validate('param', questIdParamSchema),
      validate('query', worksheetFileQuerySchema),
      async (c) => {
        const file = await findWorksheetFile(deps, {
          viewer: c.get('user'),
          ownerId: c.req.valid('query').userId,
          questId: c.req.valid('param').questId,
        });
        return respondWithStoredFile(c, deps.fileStore, file);
      },
    );
}
