import { pino, type DestinationStream, type Logger } from 'pino';
import { serializeErrorWithoutValues } from './log-safe-error.ts';

export type { Logger };

/** JSON lines on stdout, or on `destination` (tests read what the server would print). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeErrorWithoutValues },
    },
    destination,
  );
}
