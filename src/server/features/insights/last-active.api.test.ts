import { describe, expect, it } from 'vitest';
import { dailyCheckin } from '#server/db/schema/journey.ts';
import { buddyNote } from '#server/db/schema/buddies.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser, DEFAULT_PASSWORD, signIn } from '#testing/auth-helpers.ts';
import { makeBuddies } from '#testing/buddy-helpers.ts';
import { completeQuest } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

const DAY = 86_400_000;

describe('last active', { timeout: 60_000 }, () => {
  it('means one thing in the creators list and the insights: the last check-in, answer or buddy note, never a sign-in', async () => {
    // Sign-ups are stamped by the real clock: the app's clock starts there.
    let now = new Date();
    const testApp = await createTestApp({}, { clock: () => now });
    const staff = await createStaff(testApp, { name: 'Sam Staff' });
    const maya = await createUser(testApp, { name: 'Maya Checks In' });
    const ada = await createUser(testApp, { name: 'Ada Answers' });
    const noor = await createUser(testApp, { name: 'Noor Writes' });
    const lee = await createUser(testApp, { name: 'Lee Reads' });
    const kim = await createUser(testApp, { name: 'Kim Signs In' });
    expect(
      (await apiAs(testApp, maya.cookie).checkins.$post({ json: { response: 'Here.' } })).status,
    ).toBe(201);
    expect((await completeQuest(testApp, ada.cookie, 'r1-origin-story', 'My story')).status).toBe(
      200,
    );
    const pairId = await makeBuddies(testApp, noor, lee);
    const note = await apiAs(testApp, noor.cookie).buddies[':pairId'].note.$put({
      param: { pairId: String(pairId) },
      json: { text: 'Keep going!' },
    });
    expect(note.status).toBe(200);
    expect((await signIn(testApp, { email: kim.email, password: DEFAULT_PASSWORD })).status).toBe(
      200,
    );

    // Four days on, all five are new and quiet.
    now = new Date(now.getTime() + 4 * DAY);
    const admin = apiAs(testApp, staff.cookie).admin;
    const listed = await (await admin.creators.$get({ query: { pageSize: '100' } })).json();
    const inCreatorsList = new Map(listed.items.map((item) => [item.name, item.lastActiveAt]));
    const quiet = await (
      await admin.insights['at-risk'][':kind'].$get({
        param: { kind: 'new-and-quiet' },
        query: { pageSize: '100' },
      })
    ).json();
    const inInsights = new Map(quiet.items.map((item) => [item.name, item.lastActiveAt]));

    const [checkin] = await testApp.db.select().from(dailyCheckin);
    const [written] = await testApp.db.select().from(buddyNote);
    const expected = {
      'Maya Checks In': checkin!.createdAt.toISOString(),
      'Ada Answers': expect.any(String),
      'Noor Writes': written!.updatedAt.toISOString(),
      'Lee Reads': null,
      'Kim Signs In': null,
    };
    for (const [name, lastActiveAt] of Object.entries(expected)) {
      expect({ name, lastActiveAt: inCreatorsList.get(name) }).toEqual({ name, lastActiveAt });
      expect(inInsights.get(name)).toEqual(inCreatorsList.get(name));
    }
  });
});
