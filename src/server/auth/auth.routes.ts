import { Hono } from 'hono';
import type { AuthOptions } from '#shared/schemas/auth.ts';
import type { AppConfig } from '../config.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Auth } from './auth.ts';

export function createAuthRoutes(deps: { auth: Auth; config: AppConfig }) {
  const { auth, config } = deps;
  const providers: AuthOptions['providers'] = [
    ...(config.github ? (['github'] as const) : []),
    ...(config.google ? (['google'] as const) : []),
    ...(config.oidc ? (['oidc'] as const) : []),
  ];
  return (
    new Hono<AppEnv>()
      // Registered before better-auth's catch-all so the sign-in screen knows which buttons to show.
      .get('/providers', (c) => {
        const options: AuthOptions = {
          providers,
          oidcName: config.oidc?.name ?? null,
          requireEmailVerification: config.requireEmailVerification,
        };
        return c.json(options);
      })
      .on(['GET', 'POST'], '/*', (c) => auth.handler(c.req.raw))
  );
}
