import { describe, expect, it } from 'vitest';
import { answerShare, answerShareReaction } from '#server/db/schema/buddies.ts';
import type { ShareReactionInput } from '#shared/schemas/answer-shares.ts';
import { apiAs } from '#testing/api-client.ts';
import { createUser, DEFAULT_PASSWORD } from '#testing/auth-helpers.ts';
import { makeBuddies, notificationKindsOf } from '#testing/buddy-helpers.ts';
import { completeQuest } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { readZip } from '#testing/zip-helpers.ts';

const QUEST = 'r1-origin-story';
const ANSWER = 'Busy parents who want ten-minute dinners.';

type Creator = Awaited<ReturnType<typeof createUser>>;

const share = (testApp: TestApp, creator: Creator, questId = QUEST) =>
  apiAs(testApp, creator.cookie).quests[':questId'].share.$post({ param: { questId } });
const unshare = (testApp: TestApp, creator: Creator, questId = QUEST) =>
  apiAs(testApp, creator.cookie).quests[':questId'].share.$delete({ param: { questId } });
const react = (testApp: TestApp, creator: Creator, shareId: number, json: ShareReactionInput) =>
  apiAs(testApp, creator.cookie).shares[':shareId'].reaction.$put({
    param: { shareId: String(shareId) },
    json,
  });

async function sharedOf(testApp: TestApp, creator: Creator) {
  const response = await apiAs(testApp, creator.cookie).buddies.shared.$get();
  expect(response.status).toBe(200);
  return response.json();
}

/** Maya (with an answer to QUEST) and her buddy Jonas, and Ines, who is no one's buddy. */
async function pairWithAnswer() {
  const testApp = await createTestApp();
  const maya = await createUser(testApp, { name: 'Maya' });
  const jonas = await createUser(testApp, { name: 'Jonas' });
  const ines = await createUser(testApp, { name: 'Ines' });
  expect((await completeQuest(testApp, maya.cookie, QUEST, ANSWER)).status).toBe(200);
  const pairId = await makeBuddies(testApp, maya, jonas);
  return { testApp, maya, jonas, ines, pairId };
}

async function shareIdOf(testApp: TestApp, buddy: Creator) {
  const shared = await sharedOf(testApp, buddy);
  return shared.sharedWithMe[0]!.id;
}

const kindsOf = async (testApp: TestApp, creator: Creator, kind: string) =>
  (await notificationKindsOf(testApp, creator.id)).filter((row) => row.kind === kind);

describe('sharing an answer with a buddy', () => {
  it('shows nothing until the owner shares, then the answer to the buddy, and nothing after Stop sharing', async () => {
    const { testApp, maya, jonas } = await pairWithAnswer();
    expect((await sharedOf(testApp, jonas)).sharedWithMe).toEqual([]);
    expect((await sharedOf(testApp, maya)).buddies).toEqual([
      { pairId: expect.any(Number), id: jonas.id, name: 'Jonas', avatar: null },
    ]);

    const shared = await share(testApp, maya);
    expect(shared.status).toBe(201);
    expect(await shared.json()).toEqual({
      questId: QUEST,
      sharedWith: [{ id: jonas.id, name: 'Jonas', avatar: null }],
    });
    expect((await share(testApp, maya)).status).toBe(200);

    const jonasView = await sharedOf(testApp, jonas);
    expect(jonasView.sharedWithMe).toEqual([
      expect.objectContaining({
        questId: QUEST,
        questTitle: expect.any(String),
        answer: { content: ANSWER, fileName: null },
        from: { id: maya.id, name: 'Maya', avatar: null },
        reaction: null,
      }),
    ]);
    expect(jonasView.mine).toEqual([]);
    expect((await sharedOf(testApp, maya)).mine).toEqual([
      expect.objectContaining({
        questId: QUEST,
        with: { id: jonas.id, name: 'Jonas', avatar: null },
      }),
    ]);
    expect(await kindsOf(testApp, jonas, 'answer-shared')).toEqual([
      expect.objectContaining({ title: 'Your Buddy Shared an Answer' }),
    ]);

    const stopped = await unshare(testApp, maya);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ questId: QUEST, sharedWith: [] });
    expect((await sharedOf(testApp, jonas)).sharedWithMe).toEqual([]);
    expect((await sharedOf(testApp, maya)).mine).toEqual([]);
    expect((await unshare(testApp, maya)).status).toBe(200);
    // The bell no longer offers what is gone.
    expect(await kindsOf(testApp, jonas, 'answer-shared')).toEqual([
      expect.objectContaining({ title: 'An Answer No Longer Shared' }),
    ]);
  });

  it('refuses an answer not completed, and a creator without a buddy', async () => {
    const { testApp, maya, ines } = await pairWithAnswer();
    const notDone = await share(testApp, maya, 'r1-idea-storm');
    expect(notDone.status).toBe(404);
    expect(await notDone.json()).toMatchObject({ error: { title: 'Nothing to Share Yet' } });
    expect((await completeQuest(testApp, ines.cookie, QUEST, 'Mine')).status).toBe(200);
    const alone = await share(testApp, ines);
    expect(alone.status).toBe(409);
    expect(await alone.json()).toMatchObject({ error: { title: 'No Buddy Yet' } });
  });

  it('lets the buddy react and comment, once each, and the owner read it', async () => {
    const { testApp, maya, jonas } = await pairWithAnswer();
    await share(testApp, maya);
    const shareId = await shareIdOf(testApp, jonas);

    const reacted = await react(testApp, jonas, shareId, { reaction: 'spark' });
    expect(reacted.status).toBe(200);
    expect(await reacted.json()).toMatchObject({ shareId, reaction: 'spark', comment: null });
    const commented = await react(testApp, jonas, shareId, { comment: '  Clear and kind.  ' });
    expect(await commented.json()).toMatchObject({ reaction: 'spark', comment: 'Clear and kind.' });
    const edited = await react(testApp, jonas, shareId, { reaction: 'heart', comment: 'Edited.' });
    expect(await edited.json()).toMatchObject({ reaction: 'heart', comment: 'Edited.' });

    expect((await sharedOf(testApp, maya)).mine[0]!.reaction).toMatchObject({
      reaction: 'heart',
      comment: 'Edited.',
    });
    expect((await sharedOf(testApp, jonas)).sharedWithMe[0]!.reaction).toMatchObject({
      reaction: 'heart',
      comment: 'Edited.',
    });
    // Told when a reaction and a comment first appear, not at every change of mind.
    expect((await kindsOf(testApp, maya, 'answer-reaction')).map((row) => row.title)).toEqual([
      'Your Buddy Reacted',
      'Your Buddy Left a Comment',
    ]);
    const rows = await testApp.db.select().from(answerShareReaction);
    expect(rows).toHaveLength(1);

    const cleared = await react(testApp, jonas, shareId, { reaction: null, comment: '' });
    expect(await cleared.json()).toMatchObject({ reaction: null, comment: null });
  });

  it('keeps a share from anyone outside the pair, and the owner from reacting to their own', async () => {
    const { testApp, maya, jonas, ines } = await pairWithAnswer();
    await share(testApp, maya);
    const shareId = await shareIdOf(testApp, jonas);

    const inesView = await sharedOf(testApp, ines);
    expect(inesView.sharedWithMe).toEqual([]);
    expect(inesView.mine).toEqual([]);
    expect((await react(testApp, ines, shareId, { reaction: 'clap' })).status).toBe(404);
    expect((await react(testApp, ines, shareId + 1000, { reaction: 'clap' })).status).toBe(404);
    expect((await unshare(testApp, ines)).status).toBe(200);
    expect((await sharedOf(testApp, jonas)).sharedWithMe).toHaveLength(1);

    const own = await react(testApp, maya, shareId, { reaction: 'spark' });
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ error: { title: 'Your Own Answer' } });
  });

  it('hides the share from both once the pairing ends, and pairing again shares nothing', async () => {
    const { testApp, maya, jonas, pairId } = await pairWithAnswer();
    await share(testApp, maya);
    const shareId = await shareIdOf(testApp, jonas);
    const ended = await apiAs(testApp, jonas.cookie).buddies[':pairId'].end.$post({
      param: { pairId: String(pairId) },
    });
    expect(ended.status).toBe(200);

    expect((await sharedOf(testApp, jonas)).sharedWithMe).toEqual([]);
    expect((await sharedOf(testApp, maya)).mine).toEqual([]);
    expect((await sharedOf(testApp, maya)).buddies).toEqual([]);
    expect((await react(testApp, jonas, shareId, { reaction: 'heart' })).status).toBe(404);
    // The bell stops offering it as well.
    expect(await kindsOf(testApp, jonas, 'answer-shared')).toEqual([
      expect.objectContaining({ title: 'An Answer No Longer Shared' }),
    ]);

    await makeBuddies(testApp, jonas, maya);
    expect((await sharedOf(testApp, jonas)).sharedWithMe).toEqual([]);
  });

  it('bounds the comment: 281 characters, a NUL or a body that is not JSON are refused with words', async () => {
    const { testApp, maya, jonas } = await pairWithAnswer();
    await share(testApp, maya);
    const shareId = await shareIdOf(testApp, jonas);

    expect((await react(testApp, jonas, shareId, { comment: 'x'.repeat(280) })).status).toBe(200);
    const long = await react(testApp, jonas, shareId, { comment: 'x'.repeat(281) });
    expect(long.status).toBe(422);
    expect(await long.json()).toMatchObject({
      error: { problems: [{ path: 'comment', message: expect.stringContaining('280') }] },
    });
    expect((await react(testApp, jonas, shareId, { comment: 'a\u0000b' })).status).toBe(422);
    const empty = await react(testApp, jonas, shareId, {});
    expect(empty.status).toBe(422);
    expect(await empty.json()).toMatchObject({ error: { title: 'Nothing to Save' } });
    const wrongReaction = await react(testApp, jonas, shareId, {
      reaction: 'thumbs' as 'spark',
    });
    expect(wrongReaction.status).toBe(422);

    for (const [body, type] of [
      ['{"comment": ', 'application/json'],
      ['comment=hi', 'text/plain'],
    ] as const) {
      const response = await testApp.app.request(`/api/shares/${shareId}/reaction`, {
        method: 'PUT',
        headers: { cookie: jonas.cookie, 'content-type': type },
        body,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect((await sharedOf(testApp, jonas)).sharedWithMe[0]!.reaction?.comment).toBe(
      'x'.repeat(280),
    );
  });

  it('makes one share and one notification of 20 shares at once, and one of 20 first reactions', async () => {
    const { testApp, maya, jonas } = await pairWithAnswer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => share(testApp, maya)));
    expect(answers.map((response) => response.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200,
      201,
    ]);
    expect(await testApp.db.select().from(answerShare)).toHaveLength(1);
    expect(await kindsOf(testApp, jonas, 'answer-shared')).toHaveLength(1);

    const shareId = await shareIdOf(testApp, jonas);
    const reactions = await Promise.all(
      Array.from({ length: 20 }, () => react(testApp, jonas, shareId, { reaction: 'clap' })),
    );
    expect(reactions.every((response) => response.status === 200)).toBe(true);
    expect(await kindsOf(testApp, maya, 'answer-reaction')).toHaveLength(1);
  });
});

describe('shared answers and the account', () => {
  async function exportedTables(testApp: TestApp, creator: Creator) {
    const response = await apiAs(testApp, creator.cookie).account.export.$get();
    expect(response.status).toBe(200);
    const entries = await readZip(Buffer.from(await response.arrayBuffer()));
    return JSON.parse(entries.get('emberpath-data.json')!.toString()).tables as Record<
      string,
      Record<string, unknown>[]
    >;
  }

  it('carries the shares in the export, and the buddy’s comment in theirs', async () => {
    const { testApp, maya, jonas } = await pairWithAnswer();
    await share(testApp, maya);
    await react(testApp, jonas, await shareIdOf(testApp, jonas), {
      reaction: 'lightbulb',
      comment: 'Made me think.',
    });
    const mayas = await exportedTables(testApp, maya);
    expect(mayas.answer_share).toEqual([
      expect.objectContaining({ ownerId: maya.id, buddyId: jonas.id, questId: QUEST }),
    ]);
    const jonases = await exportedTables(testApp, jonas);
    expect(jonases.answer_share_reaction).toEqual([
      expect.objectContaining({
        reactorId: jonas.id,
        reaction: 'lightbulb',
        comment: 'Made me think.',
      }),
    ]);
  });

  it('removes the shares and the comments with the account that made them', async () => {
    const { testApp, maya, jonas } = await pairWithAnswer();
    await share(testApp, maya);
    await react(testApp, jonas, await shareIdOf(testApp, jonas), { comment: 'Lovely.' });

    const deleted = await apiAs(testApp, jonas.cookie).account.delete.$post({
      json: { email: jonas.email, password: DEFAULT_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(await testApp.db.select().from(answerShareReaction)).toEqual([]);
    expect((await sharedOf(testApp, maya)).mine).toEqual([]);

    const again = await pairWithAnswerFor(testApp, maya);
    await share(testApp, maya);
    expect(await testApp.db.select().from(answerShare)).toHaveLength(1);
    const gone = await apiAs(testApp, maya.cookie).account.delete.$post({
      json: { email: maya.email, password: DEFAULT_PASSWORD },
    });
    expect(gone.status).toBe(200);
    expect(await testApp.db.select().from(answerShare)).toEqual([]);
    expect((await sharedOf(testApp, again)).sharedWithMe).toEqual([]);
  });
});

/** A new buddy for Maya, who already has her answer. */
async function pairWithAnswerFor(testApp: TestApp, maya: Creator) {
  const ben = await createUser(testApp, { name: 'Ben' });
  await makeBuddies(testApp, maya, ben);
  return ben;
}
