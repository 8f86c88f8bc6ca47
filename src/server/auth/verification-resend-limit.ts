import { createHmac, randomUUID } from 'node:crypto';
import { APIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import type { Database } from '../db/client.ts';
import { rateLimit } from '../db/schema/auth.ts';
import { describeWait, secondsUntil } from './sign-in-pauses.ts';

/** "Send the link again" requests one address may make in `RESEND_WINDOW_MS`, whoever asks. */
export const RESENDS_PER_ADDRESS = 5;
const RESEND_WINDOW_MS = 60 * 60 * 1000;

/**
 * Keyed by an HMAC of the lower-cased address (better-auth looks accounts up
 * that way), so the table holds no address. Kept in better-auth's own
 * `rate_limit` table, whose keys are `<ip>|<path>`: these never collide.
 */
function resendKeyOf(secret: string, email: string): string {
  return `verification-resend|${createHmac('sha256', secret).update(email.toLowerCase()).digest('base64url')}`;
}

/**
 * Counts one request to send an address its confirmation link again, and
 * refuses it (429) beyond `RESENDS_PER_ADDRESS` an hour. Every well-formed
 * address is counted alike, with an account or without one, so neither the
 * answer nor the limit tells who has an account. One upsert: twenty requests
 * at once are twenty counted. The limit per network is better-auth's own
 * (auth.ts, `customRules`).
 */
export async function claimVerificationResend(
  deps: { db: Database; secret: string; clock: () => Date },
  body: unknown,
): Promise<void> {
  const { email } = (body ?? {}) as { email?: unknown };
  // A malformed address is refused by better-auth's own check, after this: nothing to count.
  if (typeof email !== 'string' || !z.email().safeParse(email).success) return;
  const now = deps.clock();
  const windowStartedBefore = now.getTime() - RESEND_WINDOW_MS;
  // `last_request` holds when the address's window started.
  const [row] = await deps.db
    .insert(rateLimit)
    .values({
      id: randomUUID(),
      key: resendKeyOf(deps.secret, email),
      count: 1,
      lastRequest: now.getTime(),
    })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStartedBefore} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStartedBefore} then ${now.getTime()} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, windowStart: rateLimit.lastRequest });
  if (row!.count <= RESENDS_PER_ADDRESS) return;
  const retryAfterSeconds = secondsUntil(new Date(row!.windowStart + RESEND_WINDOW_MS), now);
  // In the app's error shape, so auth.routes.ts passes it on as it is.
  const refusal = new AppError('RATE_LIMITED', {
    userMessage: `We have sent several links to this address. Check your inbox and spam folder, or ask again in ${describeWait(retryAfterSeconds)}.`,
  });
  throw new APIError('TOO_MANY_REQUESTS', refusal.toBody(), {
    'Retry-After': String(retryAfterSeconds),
  });
}
