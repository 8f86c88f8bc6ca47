import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { getMe } from './me.service.ts';

export function createMeRoutes(deps: {
  requireUser: MiddlewareHandler<AppEnv>;
  adminEmails: ReadonlySet<string>;
}) {
  return new Hono<AppEnv>().get('/', deps.requireUser, (c) =>
    c.json(getMe({ user: c.get('user'), adminEmails: deps.adminEmails })),
  );
}
