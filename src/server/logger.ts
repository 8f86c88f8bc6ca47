import { pino, type Logger } from 'pino';
import { serializeErrorWithoutValues } from './log-safe-error.ts';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeErrorWithoutValues },
  });
}
