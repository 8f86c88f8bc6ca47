import { paths } from '#shared/paths.ts';
import {
  fillNudge,
  NUDGE_INTERVAL_DAYS,
  type NudgeInput,
  type NudgeSkipReason,
} from '#shared/schemas/insights.ts';
import { findUserById, lockUserRow } from '../../auth/users.queries.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { postNotification } from '../notifications/notifications.service.ts';
import { readCurrentTasks } from './at-risk.queries.ts';
import { liveRealms, type InsightsDeps } from './insights.service.ts';
import { findLatestNudgeAt, insertNudge } from './nudges.queries.ts';

export type NudgeDeps = InsightsDeps & { outbox: Outbox; appUrl: string };

const NUDGE_TITLE = 'A note from the Emberpath team';

type Skipped = {
  id: string;
  name: string | null;
  reason: NudgeSkipReason;
  lastNudgedAt: Date | null;
};

/**
 * Sends staff's words to each creator: the bell, and an email unless they turned nudges off.
 * At most one nudge per creator per 7 days: each creator's row is locked while their last
 * nudge is read and the new one written, so parallel sends to one creator send one. Every
 * nudge sent is in the audit trail with the words the creator received.
 */
export async function sendNudges(
  deps: NudgeDeps,
  input: NudgeInput & { actor: AuditActor },
): Promise<{ sent: { id: string; name: string }[]; skipped: Skipped[] }> {
  const now = deps.clock();
  const userIds = [...new Set(input.userIds)];
  const tasks = (await liveRealms(deps, now)).flatMap((realm) => realm.tasks);
  const titles = new Map(tasks.map((task) => [task.questId, task.title]));
  const currentTasks = await readCurrentTasks(deps.db, { userIds, tasks });
  const sent: { id: string; name: string }[] = [];
  const skipped: Skipped[] = [];
  const earliestAllowed = new Date(now.getTime() - NUDGE_INTERVAL_DAYS * 86_400_000);
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
      const questId = currentTasks.get(userId) ?? null;
      const message = fillNudge(input.message, {
        name: creator.name,
        quest: questId ? (titles.get(questId) ?? null) : null,
      });
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
        actionPath: paths.quests,
      });
      const emailId = await deps.outbox.enqueue(
        'staff-nudge',
        {
          to: creator.email,
          subject: NUDGE_TITLE,
          text: `${message}\n\nOpen Emberpath: ${deps.appUrl}${paths.quests}`,
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
  return { sent, skipped };
}
