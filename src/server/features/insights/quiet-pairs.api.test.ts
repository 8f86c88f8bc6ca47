import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buddyNote, buddyPair } from '#server/db/schema/buddies.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

// Wednesday 25 November; two weeks before is Wednesday 11 November.
const NOW = new Date('2026-11-25T15:30:00Z');

async function pairOf(testApp: TestApp, pairedAt: string) {
  const ids = [(await createUser(testApp)).id, (await createUser(testApp)).id].sort();
  const [pair] = await testApp.db
    .insert(buddyPair)
    .values({
      firstUserId: ids[0]!,
      secondUserId: ids[1]!,
      realmId: 1,
      createdAt: new Date(pairedAt),
    })
    .returning();
  return pair!;
}

/** A week's note as the app keeps it: written on one day, rewritten later in the same week. */
async function writeNote(
  testApp: TestApp,
  pair: { id: number; firstUserId: string },
  input: { weekStart: string; writtenAt: string; rewrittenAt: string },
) {
  await testApp.db.insert(buddyNote).values({
    pairId: pair.id,
    authorId: pair.firstUserId,
    weekStart: input.weekStart,
    writtenOn: input.rewrittenAt.slice(0, 10),
    text: 'How did the filming go?',
    createdAt: new Date(input.writtenAt),
    updatedAt: new Date(input.rewrittenAt),
  });
}

describe('quiet buddy pairs', { timeout: 120_000 }, () => {
  it('count a note rewritten lately as written lately, however old its first words', async () => {
    const testApp = await createTestApp({}, { clock: () => NOW });
    const staff = await createStaff(testApp);
    const silent = await pairOf(testApp, '2026-10-20T09:00:00Z');
    const rewrittenLately = await pairOf(testApp, '2026-10-20T09:00:00Z');
    await writeNote(testApp, rewrittenLately, {
      weekStart: '2026-11-09',
      writtenAt: '2026-11-09T08:00:00Z',
      rewrittenAt: '2026-11-13T20:00:00Z',
    });
    const rewrittenLongAgo = await pairOf(testApp, '2026-10-20T09:00:00Z');
    await writeNote(testApp, rewrittenLongAgo, {
      weekStart: '2026-11-02',
      writtenAt: '2026-11-02T08:00:00Z',
      rewrittenAt: '2026-11-06T20:00:00Z',
    });

    const quiet = await (
      await apiAs(testApp, staff.cookie).admin.insights['quiet-pairs'].$get({ query: {} })
    ).json();
    expect(quiet.items.map((pair) => [pair.id, pair.lastNoteAt])).toEqual([
      [silent.id, null],
      [rewrittenLongAgo.id, '2026-11-06T20:00:00.000Z'],
    ]);
  });

  it('leave out a pair that has ended, however long it was quiet', async () => {
    const testApp = await createTestApp({}, { clock: () => NOW });
    const staff = await createStaff(testApp);
    const silent = await pairOf(testApp, '2026-10-20T09:00:00Z');
    const ended = await pairOf(testApp, '2026-10-20T09:00:00Z');
    await testApp.db
      .update(buddyPair)
      .set({ endedAt: new Date('2026-11-01T09:00:00Z') })
      .where(eq(buddyPair.id, ended.id));

    const quiet = await (
      await apiAs(testApp, staff.cookie).admin.insights['quiet-pairs'].$get({ query: {} })
    ).json();
    expect(quiet.items.map((pair) => pair.id)).toEqual([silent.id]);
  });
});
