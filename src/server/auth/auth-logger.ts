import type { BetterAuthOptions } from 'better-auth';
import type { Logger } from '../logger.ts';

type AuthLogger = NonNullable<BetterAuthOptions['logger']>;

/** Most verbose first: better-auth is told the first one the app's logger prints. */
const authLogLevels = ['debug', 'info', 'warn', 'error'] as const;

/**
 * better-auth writes coloured lines to the console unless given a `log`
 * function; the server prints only pino's JSON lines, so its messages become
 * entries of the app's logger, tagged `source: 'better-auth'`, with an error
 * argument under `err` (serialised without query values, like every error).
 */
export function createAuthLogger(logger: Logger): AuthLogger {
  const authLog = logger.child({ source: 'better-auth' });
  return {
    level: authLogLevels.find((level) => logger.isLevelEnabled(level)) ?? 'error',
    log: (level, message, ...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const details = args.filter((arg) => arg !== err);
      authLog[level]({ ...(err && { err }), ...(details.length > 0 && { details }) }, message);
    },
  };
}
