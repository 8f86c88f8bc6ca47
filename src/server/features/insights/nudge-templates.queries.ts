import { asc, eq } from 'drizzle-orm';
import type { NudgeTemplateInput, NudgeTemplateUse } from '#shared/schemas/insights.ts';
import type { Database } from '../../db/client.ts';
import { nudgeTemplate } from '../../db/schema/insights.ts';

const columns = {
  id: nudgeTemplate.id,
  label: nudgeTemplate.label,
  message: nudgeTemplate.message,
  suggestedFor: nudgeTemplate.suggestedFor,
  updatedAt: nudgeTemplate.updatedAt,
};

export type NudgeTemplateRow = {
  id: number;
  label: string;
  message: string;
  suggestedFor: NudgeTemplateUse;
  updatedAt: Date;
};

export function listNudgeTemplateRows(db: Database): Promise<NudgeTemplateRow[]> {
  return db.select(columns).from(nudgeTemplate).orderBy(asc(nudgeTemplate.id));
}

export async function findNudgeTemplate(
  db: Database,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<NudgeTemplateRow | null> {
  const query = db.select(columns).from(nudgeTemplate).where(eq(nudgeTemplate.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function insertNudgeTemplate(
  db: Database,
  input: NudgeTemplateInput & { updatedAt: Date },
): Promise<NudgeTemplateRow> {
  const [row] = await db.insert(nudgeTemplate).values(input).returning(columns);
  return row!;
}

export async function updateNudgeTemplate(
  db: Database,
  id: number,
  input: NudgeTemplateInput & { updatedAt: Date },
): Promise<NudgeTemplateRow> {
  const [row] = await db
    .update(nudgeTemplate)
    .set(input)
    .where(eq(nudgeTemplate.id, id))
    .returning(columns);
  return row!;
}

export async function deleteNudgeTemplate(db: Database, id: number): Promise<void> {
  await db.delete(nudgeTemplate).where(eq(nudgeTemplate.id, id));
}
