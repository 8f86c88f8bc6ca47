import { Hono } from 'hono';
import { legalPageParamSchema } from '#shared/schemas/legal.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { readLegalText } from './legal-texts.ts';

/** Public: the sign-in screen links to both before anyone has an account. */
export function createLegalRoutes(deps: { configDir?: string }) {
  return new Hono<AppEnv>().get('/:page', validate('param', legalPageParamSchema), async (c) => {
    const { page } = c.req.valid('param');
    return c.json(await readLegalText(deps.configDir, page));
  });
}
