import { and, eq, inArray } from 'drizzle-orm';
import type { OptionalEmailKind } from '#shared/rules/email-kinds.ts';
import type { Database } from '../db/client.ts';
import { emailOptOut } from '../db/schema/outbox.ts';

// Opt-outs belong to the mail layer, which checks them before queueing an
// email; features change them only through these functions. Addresses are
// compared in lower case, as the unsubscribe links carry them.

export async function isOptedOut(db: Database, email: string, kind: string): Promise<boolean> {
  const rows = await db
    .select({ kind: emailOptOut.kind })
    .from(emailOptOut)
    .where(and(eq(emailOptOut.email, email.toLowerCase()), eq(emailOptOut.kind, kind)));
  return rows.length > 0;
}

export async function listOptedOutKinds(
  db: Database,
  email: string,
  kinds: readonly OptionalEmailKind[],
): Promise<Set<string>> {
  const rows = await db
    .select({ kind: emailOptOut.kind })
    .from(emailOptOut)
    .where(and(eq(emailOptOut.email, email.toLowerCase()), inArray(emailOptOut.kind, [...kinds])));
  return new Set(rows.map((row) => row.kind));
}

/** Idempotent both ways: opting out twice, or in when already in, changes nothing. */
export async function setOptedOut(
  db: Database,
  input: { email: string; kind: OptionalEmailKind; isOptedOut: boolean },
): Promise<void> {
  const email = input.email.toLowerCase();
  if (input.isOptedOut) {
    await db.insert(emailOptOut).values({ email, kind: input.kind }).onConflictDoNothing();
  } else {
    await db
      .delete(emailOptOut)
      .where(and(eq(emailOptOut.email, email), eq(emailOptOut.kind, input.kind)));
  }
}

/** Which of these addresses opted out of a kind (lower case): several readers at once. */
export async function listOptedOutAddresses(
  db: Database,
  emails: readonly string[],
  kind: OptionalEmailKind,
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: emailOptOut.email })
    .from(emailOptOut)
    .where(
      and(
        inArray(
          emailOptOut.email,
          emails.map((email) => email.toLowerCase()),
        ),
        eq(emailOptOut.kind, kind),
      ),
    );
  return new Set(rows.map((row) => row.email));
}
