import { Hono } from 'hono';
import { notificationIdParamSchema } from '#shared/schemas/notifications.ts';
import type { AuthGuards } from '../../auth/auth-guards.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import {
  getUnreadCount,
  listNotifications,
  readAllNotifications,
  readNotification,
  type NotificationDeps,
} from './notifications.service.ts';

export function createNotificationRoutes(deps: NotificationDeps & { guards: AuthGuards }) {
  const { requireUser } = deps.guards;
  return (
    new Hono<AppEnv>()
      .get('/', requireUser, async (c) =>
        c.json(await listNotifications(deps, { userId: c.get('user').id })),
      )
      // Polled every minute by the header: one indexed count, nothing else.
      .get('/unread-count', requireUser, async (c) =>
        c.json(await getUnreadCount(deps, { userId: c.get('user').id })),
      )
      .post('/read-all', requireUser, async (c) =>
        c.json(await readAllNotifications(deps, { userId: c.get('user').id })),
      )
      .post(
        '/:notificationId/read',
        requireUser,
        validate('param', notificationIdParamSchema),
        async (c) =>
          c.json(
            await readNotification(deps, {
              userId: c.get('user').id,
              notificationId: c.req.valid('param').notificationId,
            }),
          ),
      )
  );
}
