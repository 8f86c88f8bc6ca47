/** Calls one key may make a minute unless the server is told otherwise. */
export const API_KEY_REQUESTS_PER_MINUTE = 120;
const WINDOW_MS = 60_000;

export type ApiKeyRateLimit = { allows(keyId: string, now: Date): boolean };

/**
 * Calls per key and minute, counted in this process (one server holds the
 * data directory, decision 011): a runaway integration is refused with 429
 * and does not slow the console down for staff.
 */
export function createApiKeyRateLimit(requestsPerMinute: number): ApiKeyRateLimit {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    allows(keyId, now) {
      const at = now.getTime();
      const window = windows.get(keyId);
      if (!window || at - window.startedAt >= WINDOW_MS) {
        // Ended windows go with the next new one, so keys used once are not kept for ever.
        for (const [id, old] of windows) if (at - old.startedAt >= WINDOW_MS) windows.delete(id);
        windows.set(keyId, { startedAt: at, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= requestsPerMinute;
    },
  };
}
