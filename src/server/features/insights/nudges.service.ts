import { paths } from '#shared/paths.ts';
import { AppError } from '#shared/errors.ts';
import {
  fillNudge,
  NUDGE_HOLDOUT_DEFAULT_PERCENT,
  NUDGE_INTERVAL_DAYS,
  NUDGE_MAX_RECIPIENTS,
  type AtRiskQuery,
  type NudgeInput,
  type NudgeSkipReason,
} from '#shared/schemas/insights.ts';
import { findUserById, listNamesAndRoles, lockUserRow } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { listAtRisk, listSittingOn } from './at-risk.service.ts';
import { readCurrentTasks } from './current-task.queries.ts';
import { holdoutSizeOf } from './holdout-draw.ts';
import { liveRealms, type InsightsDeps } from './insights.service.ts';
import { findPickedSince } from './nudge-batches.queries.ts';
import { decideNudgeBatch, type NudgeTemplateUsed } from './nudge-batches.service.ts';
import { refuseOutsideLinks } from './nudge-links.ts';
import { findNudgeTemplate } from './nudge-templates.queries.ts';
import { findLatestNudgeAt, findNudgedSince, insertNudge } from './nudges.queries.ts';

export type NudgeDeps = InsightsDeps & { outbox: Outbox; appUrl: string };

const NUDGE_TITLE = 'A note from the Emberpath team';

type Skipped = {
  id: string;
  name: string | null;
  reason: NudgeSkipReason;
  lastNudgedAt: Date | null;
};

/** A whole-list nudge looks at most this far down the list for creators it may nudge. */
const LIST_SCAN_LIMIT = 5_000;

/** A list nudge that only reaches creators who came onto the list after this (a standing nudge's). */
type OnListAfter = { onListAfter?: Date };

/**
 * The creators a nudge is for: those named, or a whole list as staff see it (its filters, the
 * longest at risk first). From a list, creators nudged in the last 7 days, or held back from a
 * list nudge in them (decision 044), are skipped before counting, so nudging the list again
 * next reaches the next NUDGE_MAX_RECIPIENTS; `hasMore` says the list went on.
 */
async function recipientsOf(
  deps: InsightsDeps,
  input: NudgeInput & OnListAfter,
  earliestAllowed: Date,
): Promise<{ userIds: string[]; skipped: Skipped[]; hasMore: boolean }> {
  if (!input.list) return { userIds: [...new Set(input.userIds)], skipped: [], hasMore: false };
  const { kind, questId, ...filter } = input.list;
  const userIds: string[] = [];
  const skipped: Skipped[] = [];
  for (let page = 1; page * 100 <= LIST_SCAN_LIMIT; page += 1) {
    const query: AtRiskQuery = { ...filter, page, pageSize: 100, sort: 'since', direction: 'asc' };
    const list =
      kind === 'sitting-on-quest'
        ? await listSittingOn(deps, { questId: questId!, query })
        : await listAtRisk(deps, { kind, query });
    const items = list.items.filter((item) => !input.onListAfter || item.since > input.onListAfter);
    const since = { userIds: items.map((item) => item.id), since: earliestAllowed };
    const [recent, picked] = await Promise.all([
      findNudgedSince(deps.db, since),
      findPickedSince(deps.db, since),
    ]);
    for (const item of items) {
      const lastNudgedAt = recent.get(item.id);
      if (lastNudgedAt)
        skipped.push({ id: item.id, name: item.name, reason: 'nudged-recently', lastNudgedAt });
      else if (picked.has(item.id))
        skipped.push({
          id: item.id,
          name: item.name,
          reason: 'held-back-recently',
          lastNudgedAt: null,
        });
      else if (userIds.length < NUDGE_MAX_RECIPIENTS) userIds.push(item.id);
      else return { userIds, skipped, hasMore: true };
    }
    if (!list.hasMore) return { userIds, skipped, hasMore: false };
  }
  return { userIds, skipped, hasMore: true };
}

/**
 * Whom a nudge will reach: its recipients less those it will skip — creators nudged in the
 * last 7 days, and accounts that are not (or no longer) creators. The preview and the send
 * both start here, so the count staff see is the count sent (bar a send from someone else
 * in between, which the send's lock catches).
 */
async function planNudges(
  deps: InsightsDeps,
  input: NudgeInput & OnListAfter,
  earliestAllowed: Date,
) {
  const recipients = await recipientsOf(deps, input, earliestAllowed);
  // A list holds creators only and has left out the recently nudged already.
  if (input.list) return recipients;
  const [accounts, recent] = await Promise.all([
    listNamesAndRoles(deps.db, recipients.userIds),
    findNudgedSince(deps.db, { userIds: recipients.userIds, since: earliestAllowed }),
  ]);
  const userIds: string[] = [];
  const skipped: Skipped[] = [];
  for (const id of recipients.userIds) {
    const account = accounts.get(id);
    const lastNudgedAt = recent.get(id);
    if (!account || account.role !== 'creator')
      skipped.push({
        id,
        name: account?.name ?? null,
        reason: 'not-a-creator',
        lastNudgedAt: null,
      });
    else if (lastNudgedAt)
      skipped.push({ id, name: account.name, reason: 'nudged-recently', lastNudgedAt });
    else userIds.push(id);
  }
  return { userIds, skipped, hasMore: false };
}

/** The task titles and each recipient's current task: what fills {quest}. */
async function questWordsFor(deps: InsightsDeps, userIds: readonly string[], now: Date) {
  const tasks = (await liveRealms(deps, now)).flatMap((realm) => realm.tasks);
  const titles = new Map(tasks.map((task) => [task.questId, task.title]));
  const currentTasks = await readCurrentTasks(deps.db, { userIds, tasks });
  return (userId: string) => {
    const questId = currentTasks.get(userId) ?? null;
    return questId ? (titles.get(questId) ?? null) : null;
  };
}

const earliestAllowedAt = (now: Date) => new Date(now.getTime() - NUDGE_INTERVAL_DAYS * 86_400_000);

/** The share of a list nudge held back: staff's, or the default; none for creators named. */
const holdoutPercentOf = (input: NudgeInput) =>
  input.list ? (input.holdoutPercent ?? NUDGE_HOLDOUT_DEFAULT_PERCENT) : 0;

/**
 * What a nudge would do, before it is sent: how many creators it reaches and how many it
 * skips or holds back, and the words as the first of them would read them. Nothing is written.
 */
export async function previewNudges(deps: NudgeDeps, input: NudgeInput) {
  refuseOutsideLinks(input.message, deps.appUrl);
  const now = deps.clock();
  const plan = await planNudges(deps, input, earliestAllowedAt(now));
  const firstId = plan.userIds[0];
  const first = firstId ? (await listNamesAndRoles(deps.db, [firstId])).get(firstId) : undefined;
  const questOf = await questWordsFor(deps, firstId ? [firstId] : [], now);
  const heldBack = holdoutSizeOf(plan.userIds.length, holdoutPercentOf(input));
  return {
    recipients: plan.userIds.length - heldBack,
    heldBack,
    skipped: plan.skipped.length,
    hasMore: plan.hasMore,
    sample:
      firstId && first
        ? {
            name: first.name,
            message: fillNudge(input.message, { name: first.name, quest: questOf(firstId) }),
          }
        : null,
  };
}

/** The template staff started from, as its results will name it; an unknown one is a 422. */
export async function templateUsed(deps: { db: Database }, templateId: number | undefined) {
  if (templateId === undefined) return null;
  const template = await findNudgeTemplate(deps.db, templateId);
  if (template) return { id: template.id, label: template.label };
  const message = 'That template no longer exists. Please choose another, or write by hand.';
  throw new AppError('VALIDATION_FAILED', {
    userMessage: message,
    problems: [{ path: 'templateId', message }],
  });
}

/** Sends staff's nudge, from the console (see deliverNudges). */
export async function sendNudges(deps: NudgeDeps, input: NudgeInput & { actor: AuditActor }) {
  const template = await templateUsed(deps, input.templateId);
  return deliverNudges(deps, { ...input, template, standingNudgeId: null });
}

/**
 * Sends staff's words to each creator: the bell, and an email unless they turned nudges off.
 * A list nudge first records its batch and holds back its share (decideNudgeBatch), and sends
 * to the others only. At most one nudge per creator per 7 days: each creator's row is locked
 * while their last nudge is read and the new one written, so parallel sends to one creator
 * send one. Every nudge sent is in the audit trail with the words the creator received.
 */
export async function deliverNudges(
  deps: NudgeDeps,
  input: NudgeInput &
    OnListAfter & {
      actor: AuditActor;
      template: NudgeTemplateUsed;
      standingNudgeId: number | null;
    },
): Promise<{
  sent: { id: string; name: string }[];
  heldBack: number;
  skipped: Skipped[];
  hasMore: boolean;
}> {
  refuseOutsideLinks(input.message, deps.appUrl);
  const now = deps.clock();
  const earliestAllowed = earliestAllowedAt(now);
  const recipients = await planNudges(deps, input, earliestAllowed);
  const { hasMore } = recipients;
  const skipped: Skipped[] = [...recipients.skipped];
  let userIds = recipients.userIds;
  let heldBack = 0;
  if (input.list && userIds.length > 0) {
    const batch = await decideNudgeBatch(deps, {
      userIds,
      list: input.list,
      holdoutPercent: holdoutPercentOf(input),
      template: input.template,
      sentBy: input.actor.id,
      standingNudgeId: input.standingNudgeId,
      earliestAllowed,
      now,
    });
    userIds = batch.toNudge;
    heldBack = batch.heldBack.length;
    // Picked by another nudge since the plan was read.
    skipped.push(...batch.raced.map((entry) => ({ ...entry, name: null })));
  }
  const questOf = await questWordsFor(deps, userIds, now);
  const sent: { id: string; name: string }[] = [];
  for (const userId of userIds) {
    const outcome = await deps.db.transaction(async (tx) => {
      await lockUserRow(tx, userId);
      const creator = await findUserById(tx, userId);
      if (!creator || creator.role !== 'creator') {
        return {
          sent: null,
          skipped: {
            id: userId,
            name: creator?.name ?? null,
            reason: 'not-a-creator' as const,
            lastNudgedAt: null,
          },
        };
      }
      const lastNudgedAt = await findLatestNudgeAt(tx, userId);
      if (lastNudgedAt && lastNudgedAt > earliestAllowed) {
        return {
          sent: null,
          skipped: {
            id: userId,
            name: creator.name,
            reason: 'nudged-recently' as const,
            lastNudgedAt,
          },
        };
      }
      const message = fillNudge(input.message, { name: creator.name, quest: questOf(userId) });
      const nudgeId = await insertNudge(tx, {
        recipientId: userId,
        sentBy: input.actor.id,
        message,
        createdAt: now,
      });
      await postNotification(tx, {
        recipientId: userId,
        kind: 'staff-nudge',
        title: NUDGE_TITLE,
        body: message,
        // The dashboard: a creator away for days is met there by the welcome back (issue 32).
        actionPath: paths.home,
      });
      const emailId = await deps.outbox.enqueue(
        'staff-nudge',
        {
          to: creator.email,
          subject: NUDGE_TITLE,
          text: `${message}\n\nOpen Emberpath: ${deps.appUrl}${paths.home}`,
        },
        tx,
      );
      await recordAudit(tx, {
        actor: input.actor,
        action: 'creator.nudge',
        target: { type: 'creator', id: userId },
        after: { nudgeId, message, isEmailed: emailId !== null },
      });
      return { sent: { id: userId, name: creator.name }, skipped: null };
    });
    if (outcome.sent) sent.push(outcome.sent);
    if (outcome.skipped) skipped.push(outcome.skipped);
  }
  return { sent, heldBack, skipped, hasMore };
}
