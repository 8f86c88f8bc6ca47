import { AppError } from '#shared/errors.ts';
import { weeklyRealmWeeks } from '#shared/rules/cohorts.ts';
import type { CohortInput } from '#shared/schemas/cohorts.ts';
import { findUserById } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/database-errors.ts';
import { pageOf } from '../../http/paging.ts';
import { presentCohortForStaff } from '../../presenters/cohorts.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { noSuchCohort, placeInCohort } from './cohort-membership.ts';
import {
  countMembers,
  deleteMembership,
  findCohort,
  findCohortOf,
  insertCohort,
  listCohortNames,
  listCohortsWithCounts,
  listMembers,
  lockCohort,
  updateCohort,
  type CohortRow,
} from './cohorts.queries.ts';
import { newJoinCode } from './join-code.ts';

export type CohortDeps = { db: Database; clock: () => Date };

const MEMBERS_PAGE_SIZE = 50;

/** What the audit trail keeps of a cohort. */
const auditedFields = (row: CohortRow) => ({
  name: row.name,
  startsAt: row.startsAt.toISOString(),
  startsTimeZone: row.startsTimeZone,
  capacity: row.capacity,
  pace: row.pace,
  realmWeeks: row.realmWeeks,
  closesAtStart: row.closesAtStart,
});

/** A self-paced cohort keeps a weekly plan, so switching it to paced later starts from one. */
const fieldsOf = (input: CohortInput) => ({
  name: input.name,
  startsAt: new Date(input.startsAt),
  startsTimeZone: input.startsTimeZone,
  capacity: input.capacity,
  pace: input.pace,
  realmWeeks: input.pace === 'paced' ? input.realmWeeks : [...weeklyRealmWeeks],
  closesAtStart: input.closesAtStart,
});

export async function listCohortsForStaff(deps: CohortDeps) {
  const now = deps.clock();
  const rows = await listCohortsWithCounts(deps.db);
  return { cohorts: rows.map((row) => presentCohortForStaff(row.cohort, row.memberCount, now)) };
}

/** Every cohort's id and name: what staff who read insights may know of cohorts. */
export async function listCohortNamesForStaff(deps: { db: Database }) {
  return { cohorts: await listCohortNames(deps.db) };
}

/** The cohorts named by `ids`, in that order; an id no cohort has is a 404. */
export async function findCohortNames(deps: { db: Database }, ids: readonly number[]) {
  const rows = await listCohortNames(deps.db, ids);
  return ids.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw noSuchCohort();
    return row;
  });
}

export async function createCohort(
  deps: CohortDeps,
  input: { actor: AuditActor; cohort: CohortInput },
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await deps.db.transaction(async (tx) => {
        const created = await insertCohort(tx, {
          ...fieldsOf(input.cohort),
          joinCode: newJoinCode(),
        });
        await recordAudit(tx, {
          actor: input.actor,
          action: 'cohort.create',
          target: { type: 'cohort', id: created.id },
          after: auditedFields(created),
        });
        return created;
      });
      return presentCohortForStaff(row, 0, deps.clock());
    } catch (error) {
      // Two codes alike in 8·10^14: draw again.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}

/** Rewrites a cohort. Its members stay, and so does everything they did. */
export async function changeCohort(
  deps: CohortDeps,
  input: { actor: AuditActor; cohortId: number; cohort: CohortInput },
) {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockCohort(tx, input.cohortId);
    if (!before) throw noSuchCohort();
    const after = (await updateCohort(tx, input.cohortId, fieldsOf(input.cohort)))!;
    await recordAudit(tx, {
      actor: input.actor,
      action: 'cohort.update',
      target: { type: 'cohort', id: after.id },
      before: auditedFields(before),
      after: auditedFields(after),
    });
    return after;
  });
  return presentCohortForStaff(row, await countMembers(deps.db, row.id), deps.clock());
}

export async function listCohortMembers(
  deps: CohortDeps,
  input: { cohortId: number; page: number },
) {
  if (!(await findCohort(deps.db, input.cohortId))) throw noSuchCohort();
  const page = await pageOf({ page: input.page, pageSize: MEMBERS_PAGE_SIZE }, (range) =>
    listMembers(deps.db, input.cohortId, range),
  );
  return {
    ...page,
    items: page.items.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
  };
}

/** Staff put a creator in a cohort, moving them out of another if need be; audited. */
export async function addCohortMember(
  deps: CohortDeps,
  input: { actor: AuditActor; cohortId: number; userId: string },
) {
  const account = await findUserById(deps.db, input.userId);
  if (!account || account.role !== 'creator')
    throw new AppError('NOT_FOUND', { userMessage: 'There is no such creator.' });
  await deps.db.transaction(async (tx) => {
    const placed = await placeInCohort(tx, { ...input, now: deps.clock(), mayMove: true });
    if (!placed.changed) return;
    await recordAudit(tx, {
      actor: input.actor,
      action: placed.left ? 'cohort.member-move' : 'cohort.member-add',
      target: { type: 'creator', id: input.userId },
      before: placed.left ? { cohort: placed.left.name, cohortId: placed.left.id } : null,
      after: { cohort: placed.cohort.name, cohortId: placed.cohort.id },
    });
  });
}

/** Staff take a creator out of a cohort: they walk on alone, with everything they did. */
export async function removeCohortMember(
  deps: CohortDeps,
  input: { actor: AuditActor; cohortId: number; userId: string },
) {
  await deps.db.transaction(async (tx) => {
    const cohort = await findCohort(tx, input.cohortId);
    if (!cohort) throw noSuchCohort();
    if (!(await deleteMembership(tx, input.userId, input.cohortId)))
      throw new AppError('NOT_FOUND', { userMessage: 'That creator is not in this cohort.' });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'cohort.member-remove',
      target: { type: 'creator', id: input.userId },
      before: { cohort: cohort.name, cohortId: cohort.id },
    });
  });
}

/** The cohort a creator is in, as their console page names it, or null. */
export async function cohortOfCreator(deps: { db: Database }, input: { userId: string }) {
  const row = await findCohortOf(deps.db, input.userId);
  return row ? { id: row.id, name: row.name } : null;
}
