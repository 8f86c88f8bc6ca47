import { randomBytes } from 'node:crypto';
import { AppError } from '#shared/errors.ts';
import { hasOpeningPassed, realmStateAt } from '#shared/rules/curriculum.ts';
import { missingToPublish } from '#shared/rules/publish-readiness.ts';
import type {
  NewQuestInput,
  PublishRealmInput,
  QuestChangeInput,
  RealmWordsInput,
} from '#shared/schemas/curriculum.ts';
import type { Database } from '../../db/client.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { linkQuestTemplate, listQuestTemplates } from '../library/library-studio.service.ts';
import type { CurriculumCache } from './curriculum-cache.ts';
import {
  bumpCurriculumVersion,
  findQuestForUpdate,
  findRealmIdOfQuest,
  hasAnswersInRealm,
  insertQuest,
  listCheckinPrompts,
  listCurrentQuests,
  listInsights,
  lockProgrammeWords,
  lockRealm,
  questIdExists,
  replaceCheckinPrompts,
  replaceInsights,
  setQuestPositions,
  updateQuest,
  updateRealm,
  type QuestRow,
  type RealmRow,
} from './curriculum.queries.ts';
import { announceRealmOpening } from './realm-opening.service.ts';

export type StudioDeps = {
  db: Database;
  outbox: Outbox;
  curriculum: CurriculumCache;
  appUrl: string;
  clock: () => Date;
};

const conflict = (title: string, userMessage: string) =>
  new AppError('CONFLICT', { title, userMessage });
const noSuchQuest = () =>
  new AppError('NOT_FOUND', { userMessage: 'This quest does not exist or was removed.' });

/**
 * One change to the curriculum: made under the realm's row lock, audited,
 * and the version bumped in the same transaction; this process's copy is
 * dropped after it commits (other processes see it within a second).
 */
async function changeCurriculum<Result>(
  deps: StudioDeps,
  realmId: number,
  change: (tx: Database, realm: RealmRow) => Promise<Result>,
): Promise<Result> {
  const result = await deps.db.transaction(async (tx) => {
    const realm = await lockRealm(tx, realmId);
    if (!realm) throw new AppError('NOT_FOUND', { userMessage: 'There is no such realm.' });
    const changed = await change(tx, realm);
    await bumpCurriculumVersion(tx);
    return changed;
  });
  deps.curriculum.invalidate();
  return result;
}

const realmAudited = (realm: RealmRow) => ({
  title: realm.title,
  description: realm.description,
  kitName: realm.kitName,
  kitDescription: realm.kitDescription,
  state: realm.state,
  opensAt: realm.opensAt,
  opensTimeZone: realm.opensTimeZone,
});

const questAudited = (quest: QuestRow) => ({
  realmId: quest.realmId,
  position: quest.position,
  isFinal: quest.isFinal,
  type: quest.type,
  title: quest.title,
  description: quest.description,
  prompt: quest.prompt,
  affirmation: quest.affirmation,
  asksFeedback: quest.asksFeedback,
  feedbackCriteria: quest.feedbackCriteria,
  removedAt: quest.removedAt,
});

export async function changeRealmWords(
  deps: StudioDeps,
  input: { actor: AuditActor; realmId: number; words: RealmWordsInput },
) {
  return changeCurriculum(deps, input.realmId, async (tx, before) => {
    const after = await updateRealm(tx, input.realmId, input.words);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'realm.update',
      target: { type: 'realm', id: input.realmId },
      before: realmAudited(before),
      after: realmAudited(after),
    });
    return after;
  });
}

/** A new quest's id: readable, and never one used before (ids are never reused, decision 020). */
async function newQuestId(tx: Database, realmId: number, title: string): Promise<string> {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  for (;;) {
    const id = `r${realmId}-${slug || 'quest'}-${randomBytes(3).toString('hex')}`;
    if (!(await questIdExists(tx, id))) return id;
  }
}

export async function addQuest(
  deps: StudioDeps,
  input: { actor: AuditActor; realmId: number; quest: NewQuestInput },
) {
  return changeCurriculum(deps, input.realmId, async (tx) => {
    const current = await listCurrentQuests(tx, input.realmId);
    const isFinal = input.quest.isFinal ?? false;
    if (isFinal && current.some((quest) => quest.isFinal))
      throw conflict('One Final Task', 'This realm already has its final task: edit that one.');
    const inserted = await insertQuest(tx, {
      id: await newQuestId(tx, input.realmId, input.quest.title),
      realmId: input.realmId,
      position: Math.max(0, ...current.map((quest) => quest.position)) + 1,
      isFinal,
      type: input.quest.type,
      title: input.quest.title,
      description: input.quest.description,
      prompt: input.quest.prompt,
      affirmation: input.quest.affirmation,
      // A final task asks a coach for feedback unless staff say otherwise (issue 31).
      asksFeedback: input.quest.asksFeedback ?? isFinal,
      feedbackCriteria: input.quest.feedbackCriteria ?? [],
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'quest.create',
      target: { type: 'quest', id: inserted.id },
      after: questAudited(inserted),
    });
    await linkTemplate(tx, input.actor, inserted, input.quest.templateId);
    return inserted;
  });
}

/**
 * Changes a quest's words or type. On a live realm creators see the new words
 * from their next visit; an answer already given keeps the prompt it
 * answered (stored with it).
 */
export async function changeQuest(
  deps: StudioDeps,
  input: { actor: AuditActor; questId: string; changes: QuestChangeInput },
) {
  const realmId = await realmOfQuest(deps, input.questId);
  return changeCurriculum(deps, realmId, async (tx) => {
    const before = await findQuestForUpdate(tx, input.questId);
    if (!before) throw noSuchQuest();
    const { templateId, ...words } = input.changes;
    const after = await updateQuest(tx, input.questId, words);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'quest.update',
      target: { type: 'quest', id: input.questId },
      before: questAudited(before),
      after: questAudited(after),
    });
    await linkTemplate(tx, input.actor, after, templateId);
    return after;
  });
}

/**
 * Removes a quest: its row stays (its id is never reused, its answers keep
 * their meaning) and creators no longer need it to complete the realm. A
 * live realm keeps at least one quest and its final task.
 */
export async function removeQuest(deps: StudioDeps, input: { actor: AuditActor; questId: string }) {
  const realmId = await realmOfQuest(deps, input.questId);
  return changeCurriculum(deps, realmId, async (tx, realm) => {
    const before = await findQuestForUpdate(tx, input.questId);
    if (!before) throw noSuchQuest();
    const isOpen = realmStateAt(realm, deps.clock()) !== 'draft';
    if (isOpen && before.isFinal)
      throw conflict(
        'Final Task Stays',
        'A published realm keeps its final task: change its words instead.',
      );
    const others = (await listCurrentQuests(tx, realmId)).filter(
      (quest) => !quest.isFinal && quest.id !== before.id,
    );
    if (isOpen && !before.isFinal && others.length === 0)
      throw conflict('Last Quest', 'A published realm keeps at least one quest.');
    const after = await updateQuest(tx, input.questId, { removedAt: new Date() });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'quest.remove',
      target: { type: 'quest', id: input.questId },
      before: questAudited(before),
      after: questAudited(after),
    });
    return { id: input.questId, removed: true as const };
  });
}

/** Puts the realm's quests (not its final task) in the order given, which must name each once. */
export async function reorderQuests(
  deps: StudioDeps,
  input: { actor: AuditActor; realmId: number; questIds: string[] },
) {
  return changeCurriculum(deps, input.realmId, async (tx) => {
    const current = (await listCurrentQuests(tx, input.realmId)).filter((quest) => !quest.isFinal);
    const given = new Set(input.questIds);
    if (
      given.size !== input.questIds.length ||
      given.size !== current.length ||
      current.some((quest) => !given.has(quest.id))
    ) {
      throw new AppError('VALIDATION_FAILED', {
        title: 'Order Not Saved',
        userMessage: 'The list changed meanwhile. Reload it and try again.',
      });
    }
    await setQuestPositions(tx, input.questIds);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'realm.reorder',
      target: { type: 'realm', id: input.realmId },
      before: { questIds: current.map((quest) => quest.id) },
      after: { questIds: input.questIds },
    });
    return { realmId: input.realmId, questIds: input.questIds };
  });
}

/**
 * Opens a draft realm now, or schedules it. Publishing is once: of twenty
 * requests at once, the first publishes and tells the creators waiting at its
 * door (in the same transaction); the others are told it already is. A time
 * already passed is refused, not taken as "now": opening is for good.
 */
export async function publishRealm(
  deps: StudioDeps,
  input: { actor: AuditActor; realmId: number; publish: PublishRealmInput },
) {
  const now = deps.clock();
  const opensAt = input.publish.opensAt ? new Date(input.publish.opensAt) : now;
  if (hasOpeningPassed(opensAt, now))
    throw new AppError('VALIDATION_FAILED', {
      title: 'Time Has Passed',
      userMessage: 'That opening time has already passed. Choose a later one, or open it now.',
      problems: [{ path: 'opensAt', message: 'has already passed' }],
    });
  return changeCurriculum(deps, input.realmId, async (tx, before) => {
    if (realmStateAt(before, now) === 'live')
      throw conflict('Already Live', 'This realm is already open to creators.');
    await assertReadyToPublish(tx, before);
    const isNow = opensAt <= now;
    const after = await updateRealm(tx, input.realmId, {
      state: isNow ? 'live' : 'scheduled',
      opensAt,
      opensTimeZone: input.publish.timeZone ?? null,
      publishedAt: now,
      announcedAt: null,
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: isNow ? 'realm.publish' : 'realm.schedule',
      target: { type: 'realm', id: input.realmId },
      before: realmAudited(before),
      after: realmAudited(after),
    });
    if (isNow) await announceRealmOpening(deps, tx, after);
    return after;
  });
}

/**
 * What publishing asks of a realm (missingToPublish), read inside the
 * publishing transaction: a 422 listing every thing still missing.
 */
async function assertReadyToPublish(tx: Database, realm: RealmRow) {
  const quests = await listCurrentQuests(tx, realm.id);
  const templates = await listQuestTemplates({ db: tx });
  const task = (quest: QuestRow) => ({
    title: quest.title,
    type: quest.type,
    hasTemplate: templates.has(quest.id),
  });
  const finalTask = quests.find((quest) => quest.isFinal);
  const missing = missingToPublish({
    description: realm.description,
    kitDescription: realm.kitDescription,
    quests: quests.filter((quest) => !quest.isFinal).map(task),
    finalTask: finalTask ? task(finalTask) : null,
  });
  if (missing.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      title: 'Not Ready to Publish',
      userMessage: `Before it opens: ${missing.map((item) => item.message).join(' ')}`,
      problems: missing,
    });
}

/**
 * Takes a live realm back to draft while no creator has started it. Under the
 * realm's lock, which a creator's answer takes too (holdRealmOpen, and a
 * completion's upsert): an answer
 * being written is either counted here (409) or refused after (the realm is a
 * draft), never stored in a realm gone back to draft.
 */
export async function unpublishRealm(
  deps: StudioDeps,
  input: { actor: AuditActor; realmId: number },
) {
  return changeCurriculum(deps, input.realmId, async (tx, before) => {
    if (realmStateAt(before, deps.clock()) !== 'live')
      throw conflict('Not Live', 'Only a realm open to creators can be taken back to draft here.');
    if (await hasAnswersInRealm(tx, input.realmId))
      throw conflict(
        'Creators Have Started',
        'Creators have already started this realm, so it stays open.',
      );
    const after = await updateRealm(tx, input.realmId, {
      state: 'draft',
      opensAt: null,
      opensTimeZone: null,
      announcedAt: null,
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'realm.unpublish',
      target: { type: 'realm', id: input.realmId },
      before: realmAudited(before),
      after: realmAudited(after),
    });
    return after;
  });
}

/** Takes a scheduled realm back to draft before it opens. */
export async function unscheduleRealm(
  deps: StudioDeps,
  input: { actor: AuditActor; realmId: number },
) {
  return changeCurriculum(deps, input.realmId, async (tx, before) => {
    if (realmStateAt(before, deps.clock()) !== 'scheduled')
      throw conflict('Not Scheduled', 'Only a realm waiting for its opening can go back to draft.');
    const after = await updateRealm(tx, input.realmId, {
      state: 'draft',
      opensAt: null,
      opensTimeZone: null,
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'realm.unschedule',
      target: { type: 'realm', id: input.realmId },
      before: realmAudited(before),
      after: realmAudited(after),
    });
    return after;
  });
}

/**
 * One change to the programme-wide words (check-in prompts, quotes): made
 * under their lock with the audit's "before" read inside it, so two staff
 * saving at once each see what the other saved.
 */
async function changeProgrammeWords<Result>(
  deps: StudioDeps,
  change: (tx: Database) => Promise<Result>,
): Promise<Result> {
  const result = await deps.db.transaction(async (tx) => {
    await lockProgrammeWords(tx);
    const changed = await change(tx);
    await bumpCurriculumVersion(tx);
    return changed;
  });
  deps.curriculum.invalidate();
  return result;
}

export async function changeCheckinPrompts(
  deps: StudioDeps,
  input: { actor: AuditActor; prompts: string[] },
) {
  return changeProgrammeWords(deps, async (tx) => {
    const before = await listCheckinPrompts(tx);
    await replaceCheckinPrompts(tx, input.prompts);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'checkin-prompts.update',
      target: { type: 'checkin-prompts', id: 'weekdays' },
      before: { prompts: before },
      after: { prompts: input.prompts },
    });
    return { prompts: input.prompts };
  });
}

export async function changeInsights(
  deps: StudioDeps,
  input: { actor: AuditActor; insights: { text: string; author: string }[] },
) {
  return changeProgrammeWords(deps, async (tx) => {
    const before = await listInsights(tx);
    await replaceInsights(tx, input.insights);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'insights.update',
      target: { type: 'insights', id: 'quotes' },
      before: { insights: before },
      after: { insights: input.insights },
    });
    return { insights: input.insights };
  });
}

/** Makes a library resource of the quest's realm the template of a worksheet quest, or none. */
export async function attachWorksheetTemplate(
  deps: StudioDeps,
  input: { actor: AuditActor; questId: string; resourceId: string | null },
) {
  const realmId = await realmOfQuest(deps, input.questId);
  return changeCurriculum(deps, realmId, async (tx) => {
    const quest = await findQuestForUpdate(tx, input.questId);
    if (!quest) throw noSuchQuest();
    await linkTemplate(tx, input.actor, quest, input.resourceId, 'resourceId');
    return { questId: input.questId, resourceId: input.resourceId };
  });
}

/** A quest's template changes with the quest, in its transaction; only worksheets take one. */
async function linkTemplate(
  tx: Database,
  actor: AuditActor,
  quest: QuestRow,
  resourceId: string | null | undefined,
  field = 'templateId',
) {
  if (resourceId === undefined) return;
  if (resourceId !== null && quest.type !== 'worksheet')
    throw new AppError('VALIDATION_FAILED', {
      userMessage: 'Only a worksheet quest takes a template from the library.',
      problems: [{ path: field, message: 'is only for a worksheet quest' }],
    });
  await linkQuestTemplate(tx, {
    actor,
    questId: quest.id,
    realmId: quest.realmId,
    resourceId,
    field,
  });
}

async function realmOfQuest(deps: StudioDeps, questId: string): Promise<number> {
  const realmId = await findRealmIdOfQuest(deps.db, questId);
  if (realmId === undefined) throw noSuchQuest();
  return realmId;
}
