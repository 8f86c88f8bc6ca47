import type { Logger } from '../logger.ts';

/**
 * Who is asking, as every route needs it: the id, the email (admin rights)
 * and the time zone "today" is counted in. The rest of the profile is read
 * where it is shown (/api/me).
 */
export type AuthenticatedUser = { id: string; email: string; timeZone: string };

/** Variables every request carries through the middleware chain. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    user: AuthenticatedUser;
  };
};
