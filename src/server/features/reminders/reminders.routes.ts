import { Hono } from 'hono';
import { reminderSettingsInputSchema } from '#shared/schemas/reminders.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import {
  getReminderSettings,
  updateReminderSettings,
  type ReminderDeps,
} from './reminders.service.ts';

export function createReminderRoutes(
  deps: ReminderDeps & { guards: AuthGuards; clock: () => Date },
) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) => {
      const { id, timeZone } = c.get('user');
      return c.json(await getReminderSettings(deps, { userId: id, timeZone }));
    })
    .put('/', requireUser, validate('json', reminderSettingsInputSchema), async (c) => {
      const { id, timeZone } = c.get('user');
      return c.json(
        await updateReminderSettings(deps, {
          userId: id,
          timeZone,
          now: deps.clock(),
          ...c.req.valid('json'),
        }),
      );
    });
}
