import { and, asc, eq, isNull } from 'drizzle-orm';
import { localDateIn } from '#shared/rules/calendar.ts';
import type { Database } from '#server/db/client.ts';
import { user } from '#server/db/schema/auth.ts';
import { buddyNote, buddyPair } from '#server/db/schema/buddies.ts';
import { curriculumQuest, curriculumRealm } from '#server/db/schema/curriculum.ts';
import { outboxEmail } from '#server/db/schema/outbox.ts';
import {
  dailyCheckin,
  questAnswer,
  realmCompletion,
  rewardClaim,
} from '#server/db/schema/journey.ts';

// A seeded programme of creators with journeys of every shape, written straight into the
// tables, so insights tests can recompute each figure by brute force over the same rows.

export const DAY = 86_400_000;

/** A small deterministic random generator (mulberry32), so a failure can be replayed. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    below: (max: number) => Math.floor(next() * max),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

export type LiveTaskRow = { id: string; realmId: number; position: number; isFinal: boolean };

/** The live realms' tasks, read from the curriculum tables (quests by position, the final task last). */
export async function readLiveTasks(db: Database): Promise<LiveTaskRow[]> {
  const rows = await db
    .select({
      id: curriculumQuest.id,
      realmId: curriculumQuest.realmId,
      position: curriculumQuest.position,
      isFinal: curriculumQuest.isFinal,
    })
    .from(curriculumQuest)
    .innerJoin(curriculumRealm, eq(curriculumRealm.id, curriculumQuest.realmId))
    .where(and(eq(curriculumRealm.state, 'live'), isNull(curriculumQuest.removedAt)))
    .orderBy(
      asc(curriculumQuest.realmId),
      asc(curriculumQuest.isFinal),
      asc(curriculumQuest.position),
    );
  return rows;
}

const zones = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Lisbon', 'Pacific/Auckland'];

/**
 * `count` creators who signed up over the 70 days before `now`, each walking the live tasks
 * in order for a while (drafts, completions, realm completions, kits claimed and shipped),
 * checking in on runs of days, and some paired with a buddy, writing notes.
 */
export async function seedProgramme(
  db: Database,
  input: { now: Date; count: number; seed: number },
) {
  const random = randomFrom(input.seed);
  const now = input.now.getTime();
  const tasks = await readLiveTasks(db);
  const realmIds = [...new Set(tasks.map((task) => task.realmId))];
  const ids: string[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const id = `seeded-${input.seed}-${index}`;
    ids.push(id);
    const joinedAt = now - random.below(70 * 24) * 3_600_000 - random.below(3_600_000);
    const timeZone = random.pick(zones);
    await db.insert(user).values({
      id,
      name: `Creator ${String(index).padStart(3, '0')}`,
      email: `${id}@example.test`,
      timeZone,
      createdAt: new Date(joinedAt),
      emailSince: new Date(joinedAt),
    });
    // The journey: each task a few hours to a few days after the one before, stopping at a
    // random point (or at `now`).
    const pace = random.pick([6, 24, 72, 200]) * 3_600_000;
    const stopAfter = random.below(tasks.length + 4);
    let at = joinedAt;
    let walked = 0;
    for (const realmId of realmIds) {
      const realmTasks = tasks.filter((task) => task.realmId === realmId);
      let isRealmDone = true;
      for (const task of realmTasks) {
        const doneAt = at + random.below(pace) + 60_000;
        if (walked >= stopAfter || doneAt >= now) {
          if (random.chance(0.4) && doneAt < now)
            await db.insert(questAnswer).values({
              userId: id,
              questId: task.id,
              realmId,
              content: 'A draft',
              updatedAt: new Date(doneAt),
            });
          isRealmDone = false;
          break;
        }
        await db.insert(questAnswer).values({
          userId: id,
          questId: task.id,
          realmId,
          content: 'An answer',
          updatedAt: new Date(doneAt),
          completedAt: new Date(doneAt),
        });
        at = doneAt;
        walked += 1;
      }
      if (!isRealmDone) break;
      const completedAt = at + random.below(6 * 3_600_000) + 1000;
      if (completedAt >= now) break;
      await db
        .insert(realmCompletion)
        .values({ userId: id, realmId, completedAt: new Date(completedAt) });
      at = completedAt;
      if (random.chance(0.7)) {
        const claimedAt = completedAt + random.below(2 * DAY);
        const shippedAt = claimedAt + random.below(20 * DAY);
        const packedAt = claimedAt + random.below(shippedAt - claimedAt + 1);
        // Shipped ones may be delivered; the others wait, packed or not, or were cancelled.
        const status =
          shippedAt < now
            ? random.pick(['shipped', 'delivered'] as const)
            : random.pick(['pending', 'packed', 'packed', 'cancelled'] as const);
        if (claimedAt < now && packedAt < now)
          await db.insert(rewardClaim).values({
            userId: id,
            realmId,
            name: 'Creator',
            email: `${id}@example.test`,
            address: '1 Ember Road',
            status,
            createdAt: new Date(claimedAt),
            packedAt: status === 'pending' || status === 'cancelled' ? null : new Date(packedAt),
            shippedAt: shippedAt < now ? new Date(shippedAt) : null,
            cancelledAt: status === 'cancelled' ? new Date(packedAt) : null,
          });
      }
    }
    // Check-ins: a run of days ending somewhere in the last three weeks, now and then with a
    // missed day inside (a rest day, or two in one week that break it).
    if (random.chance(0.75)) {
      const today = localDateIn(timeZone, input.now);
      const endOffset = random.pick([0, 1, 2, 3, 2, 3, 4, 5, 9, 20]);
      const length = random.pick([1, 3, 6, 7, 8, 9, 12, 16]);
      const missed = random.chance(0.3) ? endOffset + 1 + random.below(length) : -1;
      for (let day = endOffset + length - 1; day >= endOffset; day -= 1) {
        if (day === missed) continue;
        const localDate = new Date(Date.parse(`${today}T12:00:00Z`) - day * DAY);
        if (localDate.getTime() - 12 * 3_600_000 < joinedAt - DAY) continue;
        await db.insert(dailyCheckin).values({
          userId: id,
          localDate: localDate.toISOString().slice(0, 10),
          prompt: 'Prompt',
          response: 'Response',
          createdAt: new Date(Math.min(localDate.getTime(), now - 60_000)),
        });
      }
    }
  }
  // Buddy pairs of neighbours, some writing notes.
  for (let index = 0; index + 1 < ids.length; index += 4) {
    const [first, second] = [ids[index]!, ids[index + 1]!].sort();
    const pairedAt = now - random.below(40) * DAY;
    const [pair] = await db
      .insert(buddyPair)
      .values({
        firstUserId: first!,
        secondUserId: second!,
        realmId: 1,
        createdAt: new Date(pairedAt),
      })
      .returning({ id: buddyPair.id });
    if (random.chance(0.6)) {
      const writtenAt =
        pairedAt + random.below(Math.max(1, Math.floor((now - pairedAt) / 3_600_000))) * 3_600_000;
      await db.insert(buddyNote).values({
        pairId: pair!.id,
        authorId: random.pick([first!, second!]),
        weekStart: '2026-01-05',
        writtenOn: '2026-01-05',
        text: 'A note',
        createdAt: new Date(writtenAt),
        updatedAt: new Date(writtenAt),
      });
    }
  }
  // Emails of the last two weeks, some failed.
  for (let index = 0; index < 12; index += 1)
    await db.insert(outboxEmail).values({
      kind: 'reminder',
      to: `${ids[index % ids.length]}@example.test`,
      subject: 'A reminder',
      text: 'Check in today.',
      status: random.pick(['sent', 'failed', 'failed', 'logged'] as const),
      createdAt: new Date(now - random.below(14 * 24) * 3_600_000),
    });
  return { ids };
}
