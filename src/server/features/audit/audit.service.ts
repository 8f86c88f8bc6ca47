import type { Database } from '../../db/client.ts';
import type { AuditAction } from '#shared/rules/audit-actions.ts';
import type { AuthenticatedUser } from '../../http/app-env.ts';
import { pageOf, type PageRequest } from '../../http/paging.ts';
import { createHash } from 'node:crypto';
import { listNamesAndRoles } from '../../auth/users.queries.ts';
import { listClaimOwners } from '../realms/kit-claims.queries.ts';
import { insertAuditEvent, listAuditEvents, replaceActorEmail } from './audit.queries.ts';

export type AuditActor = { id: string; email: string };

/**
 * Who is acting, as the audit trail names them: the staff member signed in on
 * the request, or whose API key it presented (the key named beside them).
 */
export function actorOf(user: AuthenticatedUser): AuditActor {
  const email = user.apiKey ? `${user.email} (API key ${user.apiKey.prefix}…)` : user.email;
  return { id: user.id, email };
}

export type AuditEntry = {
  actor: AuditActor;
  /** What was done, as `target.verb`: one of the list the Audit tab words. */
  action: AuditAction;
  target: { type: string; id: string | number };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * The one way to record a staff action. Call it with the transaction that
 * makes the change, so the trail holds exactly the changes that happened:
 *
 *   await db.transaction(async (tx) => {
 *     const row = await updateThing(tx, …);
 *     await recordAudit(tx, { actor, action: 'quest.update', target: { type: 'thing', id }, before, after });
 *   });
 */
export async function recordAudit(executor: Database, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(executor, {
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

type AuditRow = Awaited<ReturnType<typeof listAuditEvents>>[number];

/** The creator an action was about, by id: its target, or the owner of the kit claim it moved. */
async function creatorIdsOf(db: Database, rows: readonly AuditRow[]) {
  const claimIds = rows.flatMap((row) =>
    row.targetType === 'kit-claim' && /^\d+$/.test(row.targetId) ? [Number(row.targetId)] : [],
  );
  const owners = await listClaimOwners(db, claimIds);
  return (row: AuditRow): string | null | undefined =>
    row.targetType === 'creator'
      ? row.targetId
      : row.targetType === 'kit-claim'
        ? (owners.get(Number(row.targetId)) ?? null)
        : undefined;
}

/**
 * The audit trail, newest first, a page at a time, with the people in it named as they are
 * now: `actorName` is who acted, `subject` the creator acted on (kit claims, roles, nudges).
 * A name is null when its account was deleted; the raw action, ids and fields stay alongside.
 */
export async function listAuditTrail(deps: { db: Database }, input: PageRequest) {
  const page = await pageOf(input, (range) => listAuditEvents(deps.db, range));
  const creatorIdOf = await creatorIdsOf(deps.db, page.items);
  const ids = page.items.flatMap((row) => [row.actorId, creatorIdOf(row) ?? []].flat());
  const names = await listNamesAndRoles(deps.db, [...new Set(ids)]);
  const nameOf = (id: string | null) => (id === null ? null : (names.get(id)?.name ?? null));
  return {
    ...page,
    items: page.items.map((row) => {
      const creatorId = creatorIdOf(row);
      return {
        ...row,
        actorName: nameOf(row.actorId),
        subject: creatorId === undefined ? null : { id: creatorId, name: nameOf(creatorId) },
      };
    }),
  };
}

/**
 * When a staff member's account is deleted, what they did stays in the trail
 * under a pseudonym instead of their address: stable (the same person's rows
 * still read as one person's) and meaningless outside it (decision 014).
 * Call it in the deletion's transaction.
 */
export async function pseudonymiseAuditActor(tx: Database, actorId: string): Promise<void> {
  const digest = createHash('sha256').update(actorId).digest('hex').slice(0, 12);
  await replaceActorEmail(tx, actorId, `former-staff-${digest}`);
}
