import type { Logger } from '../logger.ts';
import type { Auth } from '../auth/auth.ts';

export type SessionUser = Auth['$Infer']['Session']['user'];

/** Variables every request carries through the middleware chain. */
export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    user: SessionUser;
  };
};
