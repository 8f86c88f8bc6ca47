import { Hono } from 'hono';
import {
  calendarFeedInputSchema,
  calendarFeedTokenParamSchema,
} from '#shared/schemas/calendar-feed.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import {
  disableCalendarFeed,
  enableCalendarFeed,
  getCalendarFeed,
  renderCalendarFeed,
  type CalendarFeedDeps,
} from './calendar-feed.service.ts';

/** The creator's "Add reminders to my calendar" setting, mounted at /api/calendar-feed. */
export function createCalendarFeedSettingRoutes(deps: CalendarFeedDeps & { guards: AuthGuards }) {
  const { requireUser } = deps.guards;
  return new Hono<AppEnv>()
    .get('/', requireUser, async (c) =>
      c.json(await getCalendarFeed(deps, { userId: c.get('user').id })),
    )
    .put('/', requireUser, validate('json', calendarFeedInputSchema), async (c) =>
      c.json(
        await enableCalendarFeed(deps, {
          userId: c.get('user').id,
          isNewAddress: c.req.valid('json').isNewAddress,
        }),
      ),
    )
    .delete('/', requireUser, async (c) =>
      c.json(await disableCalendarFeed(deps, { userId: c.get('user').id })),
    );
}

/**
 * The feed itself, mounted at /api/calendar: its address is its authority
 * (calendar apps send no cookie). Never logged: see http/redact-secrets.ts.
 */
export function createCalendarFeedRoutes(deps: CalendarFeedDeps) {
  return new Hono<AppEnv>().get(
    '/:token',
    validate('param', calendarFeedTokenParamSchema),
    async (c) => {
      const body = await renderCalendarFeed(deps, { token: c.req.valid('param').token });
      return c.body(body, 200, {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'inline; filename="emberpath.ics"',
      });
    },
  );
}
