import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import { completeQuestInputSchema, questIdParamSchema } from '#shared/schemas/journey.ts';
import { idText } from '#shared/schemas/text.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { completeQuest, openWorksheet, uploadWorksheet, type QuestDeps } from './quests.service.ts';

const fileQuerySchema = z.object({ userId: idText.optional() });

/** The browser sends the name percent-encoded; a malformed one is taken as it came. */
function decodeFileName(header: string): string {
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

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
        return c.json({ ok: true as const });
      },
    )
    .put(
      '/:questId/file',
      requireUser,
      // No bodyLimit middleware here: it buffers chunked bodies. receiveWorksheet streams and cuts off at 50 MB.
      validate('param', questIdParamSchema),
      async (c) => {
        const declared = c.req.header('content-length');
        const stored = await uploadWorksheet(deps, {
          userId: c.get('user').id,
          questId: c.req.valid('param').questId,
          fileName: decodeFileName(c.req.header('x-file-name') ?? ''),
          declaredLength: declared ? Number(declared) : undefined,
          body: c.req.raw.body,
        });
        return c.json(stored);
      },
    )
    .get(
      '/:questId/file',
      requireUser,
      validate('param', questIdParamSchema),
      validate('query', fileQuerySchema),
      async (c) => {
        const file = await openWorksheet(deps, {
          viewer: c.get('user'),
          ownerId: c.req.valid('query').userId,
          questId: c.req.valid('param').questId,
        });
        c.header('Content-Type', file.fileType);
        c.header('Content-Length', String(file.size));
        c.header(
          'Content-Disposition',
          `attachment; filename="${encodeURIComponent(file.fileName)}"`,
        );
        c.header('Cache-Control', 'private, no-store');
        return c.body(Readable.toWeb(file.body) as ReadableStream);
      },
    );
}
