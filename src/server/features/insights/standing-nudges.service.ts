import { AppError } from '#shared/errors.ts';
import type { StandingNudgeInput } from '#shared/schemas/insights.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { refuseOutsideLinks } from './nudge-links.ts';
import { templateUsed, type NudgeDeps } from './nudges.service.ts';
import {
  findRunningStandingNudgeForUpdate,
  insertStandingNudge,
  listRunningStandingNudges,
  markStandingNudgeStopped,
  type StandingNudgeRow,
} from './standing-nudges.queries.ts';

type Deps = Pick<NudgeDeps, 'db' | 'clock' | 'appUrl'>;

const auditedOf = (row: StandingNudgeRow) => ({
  listKind: row.list.kind,
  list: row.list,
  message: row.message,
  templateLabel: row.templateLabel,
  holdoutPercent: row.holdoutPercent,
});

/** The standing nudges running, oldest first. */
export async function listStandingNudges(deps: Deps) {
  return { items: await listRunningStandingNudges(deps.db) };
}

/**
 * A list nudge repeated once a day for creators newly on the list (decision 044): those on it
 * now are not new, so its first run, a day from now, reaches only those who come onto it.
 */
export async function createStandingNudge(
  deps: Deps,
  input: StandingNudgeInput & { actor: AuditActor },
) {
  refuseOutsideLinks(input.message, deps.appUrl);
  const template = await templateUsed(deps, input.templateId);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await insertStandingNudge(tx, {
      list: input.list,
      message: input.message,
      templateId: template?.id ?? null,
      templateLabel: template?.label ?? null,
      holdoutPercent: input.holdoutPercent,
      createdBy: input.actor.id,
      createdByEmail: input.actor.email,
      createdAt: now,
      lastRanAt: now,
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'standing-nudge.create',
      target: { type: 'standing-nudge', id: row.id },
      after: auditedOf(row),
    });
    return row;
  });
}

export async function stopStandingNudge(
  deps: Deps,
  input: { standingNudgeId: number; actor: AuditActor },
) {
  await deps.db.transaction(async (tx) => {
    const row = await findRunningStandingNudgeForUpdate(tx, input.standingNudgeId);
    if (!row)
      throw new AppError('NOT_FOUND', { userMessage: 'That standing nudge is already stopped.' });
    await markStandingNudgeStopped(tx, row.id, deps.clock());
    await recordAudit(tx, {
      actor: input.actor,
      action: 'standing-nudge.stop',
      target: { type: 'standing-nudge', id: row.id },
      before: auditedOf(row),
    });
  });
}
