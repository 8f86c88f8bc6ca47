import { AppError } from '#shared/errors.ts';
import type { NudgeTemplateInput } from '#shared/schemas/insights.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { refuseOutsideLinks } from './nudge-links.ts';
import {
  deleteNudgeTemplate,
  findNudgeTemplate,
  insertNudgeTemplate,
  listNudgeTemplateRows,
  updateNudgeTemplate,
  type NudgeTemplateRow,
} from './nudge-templates.queries.ts';

type Deps = { db: Database; clock: () => Date; appUrl: string };

const noSuchTemplate = () =>
  new AppError('NOT_FOUND', { userMessage: 'That template no longer exists.' });

const wordsOf = (row: NudgeTemplateRow) => ({
  label: row.label,
  message: row.message,
  suggestedFor: row.suggestedFor,
});

/** The templates staff start nudges from, oldest first. */
export async function listNudgeTemplates(deps: Deps) {
  return { items: await listNudgeTemplateRows(deps.db) };
}

export async function createNudgeTemplate(
  deps: Deps,
  input: NudgeTemplateInput & { actor: AuditActor },
) {
  refuseOutsideLinks(input.message, deps.appUrl);
  return deps.db.transaction(async (tx) => {
    const { actor, ...words } = input;
    const row = await insertNudgeTemplate(tx, { ...words, updatedAt: deps.clock() });
    await recordAudit(tx, {
      actor,
      action: 'nudge-template.create',
      target: { type: 'nudge-template', id: row.id },
      after: wordsOf(row),
    });
    return row;
  });
}

export async function changeNudgeTemplate(
  deps: Deps,
  input: NudgeTemplateInput & { templateId: number; actor: AuditActor },
) {
  refuseOutsideLinks(input.message, deps.appUrl);
  return deps.db.transaction(async (tx) => {
    const { actor, templateId, ...words } = input;
    const before = await findNudgeTemplate(tx, templateId, { forUpdate: true });
    if (!before) throw noSuchTemplate();
    const row = await updateNudgeTemplate(tx, templateId, { ...words, updatedAt: deps.clock() });
    await recordAudit(tx, {
      actor,
      action: 'nudge-template.update',
      target: { type: 'nudge-template', id: templateId },
      before: wordsOf(before),
      after: wordsOf(row),
    });
    return row;
  });
}

export async function removeNudgeTemplate(
  deps: Deps,
  input: { templateId: number; actor: AuditActor },
) {
  await deps.db.transaction(async (tx) => {
    const before = await findNudgeTemplate(tx, input.templateId, { forUpdate: true });
    if (!before) throw noSuchTemplate();
    await deleteNudgeTemplate(tx, input.templateId);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'nudge-template.delete',
      target: { type: 'nudge-template', id: input.templateId },
      before: wordsOf(before),
    });
  });
}
