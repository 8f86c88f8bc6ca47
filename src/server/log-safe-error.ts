import { stdSerializers } from 'pino';

/**
 * The database errors' fields that can hold what was written: drizzle's
 * `params` (and its message, which repeats them), PostgreSQL's `detail`
 * ("Key (email)=(maya@…) already exists"), `where` and `internalQuery`.
 * Creators' words and addresses must not reach the logs.
 */
const valueFields = ['params', 'detail', 'where', 'internalQuery'] as const;

/**
 * pino's error serializer, with the values of a failed query removed. pino
 * folds a `cause` into the message and stack, where only its message (never
 * PostgreSQL's `detail`) appears.
 */
export function serializeErrorWithoutValues(error: unknown): unknown {
  const serialized = stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  return stripValues(serialized);
}

function stripValues(serialized: Record<string, unknown>): Record<string, unknown> {
  const safe: Record<string, unknown> = { ...serialized };
  const hadParams = 'params' in safe;
  for (const field of valueFields) delete safe[field];
  if (hadParams) {
    // drizzle's message is "Failed query: <sql>\nparams: <values>"; the stack starts with it.
    const dropParams = (text: unknown) =>
      typeof text === 'string' ? text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '') : text;
    safe.message = dropParams(safe.message);
    safe.stack = dropParams(safe.stack);
  }
  return safe;
}
