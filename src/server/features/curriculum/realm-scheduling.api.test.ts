import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { notification } from '#server/db/schema/notifications.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { drawnHomeOptions, readDrawnHome } from '#testing/drawn-home.ts';
import { completeQuest, readProgress } from '#testing/journey-helpers.ts';
import { addResource, readLibrary } from '#testing/library-helpers.ts';
import {
  createCreatorPastRealmThree,
  programmeAs,
  publishRealm,
  writeRealm,
} from '#testing/programme-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const realmFourOf = async (testApp: TestApp, cookie: string) =>
  (await readProgress(testApp, cookie)).realms.find((realm) => realm.id === 4)!;

const realmFourState = async (testApp: TestApp, cookie: string) =>
  (await (await programmeAs(testApp, cookie).$get()).json()).realms[3]!;

describe('scheduling a realm', () => {
  it('refuses an opening time already passed, with words, changing nothing; a few seconds of clock skew is now', async () => {
    // 19:53 in Berlin: staff pick 09:00 today.
    const clock = { now: new Date('2026-12-01T18:53:00Z') };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const staff = await createStaff(testApp);
    const waiting = await createCreatorPastRealmThree(testApp);
    await writeRealm(testApp, staff.cookie, 4);

    for (const opensAt of ['2026-12-01T09:00:00+01:00', '2026-12-01T18:52:50Z']) {
      const refused = await publishRealm(testApp, staff.cookie, 4, {
        opensAt,
        timeZone: 'Europe/Berlin',
      });
      expect(refused.status, opensAt).toBe(422);
      expect(await refused.json()).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          title: 'Time Has Passed',
          message: 'That opening time has already passed. Choose a later one, or open it now.',
          problems: [{ path: 'opensAt', message: 'has already passed' }],
        },
      });
    }
    // Nothing changed: still a draft, no one told, nothing audited, nothing open.
    expect(await realmFourState(testApp, staff.cookie)).toMatchObject({
      state: 'draft',
      opensAt: null,
    });
    expect(
      await testApp.db.select().from(notification).where(eq(notification.kind, 'realm-opened')),
    ).toEqual([]);
    expect(
      await testApp.db
        .select()
        .from(auditEvent)
        .where(inArray(auditEvent.action, ['realm.publish', 'realm.schedule'])),
    ).toEqual([]);
    expect(await realmFourOf(testApp, waiting.cookie)).toMatchObject({
      isComingSoon: true,
      opensAt: null,
    });

    // The browser's clock a few seconds behind the server's: the time chosen is now.
    const skewed = await publishRealm(testApp, staff.cookie, 4, {
      opensAt: '2026-12-01T18:52:57Z',
      timeZone: 'Europe/Berlin',
    });
    expect(skewed.status).toBe(200);
    expect(await realmFourState(testApp, staff.cookie)).toMatchObject({ state: 'live' });
  }, 60_000);

  it('keeps a scheduled realm closed everywhere creators look until its instant, then opens it everywhere', async () => {
    const clock = { now: new Date('2026-12-01T12:00:00Z') };
    const testApp = await createTestApp({}, { clock: () => clock.now, ...drawnHomeOptions() });
    const staff = await createStaff(testApp);
    const creator = await createCreatorPastRealmThree(testApp);
    const { questId } = await writeRealm(testApp, staff.cookie, 4);
    await programmeAs(testApp, staff.cookie).realms[':realmId'].$patch({
      param: { realmId: '4' },
      json: { title: 'Signal Boost', description: 'Let your work be heard.' },
    });
    await addResource(testApp, staff.cookie, { title: 'Amplify Guide', realmId: 4 });
    const scheduled = await publishRealm(testApp, staff.cookie, 4, {
      opensAt: '2026-12-02T09:00:00+01:00',
      timeZone: 'Europe/Berlin',
    });
    expect(scheduled.status).toBe(200);
    const ofRealmFour =
      /Signal Boost|Let your work be heard|Quest of Realm 4|Last Word of Realm 4|Amplify Guide/;

    clock.now = new Date('2026-12-02T07:59:59Z');
    expect(await realmFourOf(testApp, creator.cookie)).toMatchObject({
      title: 'Amplification',
      isComingSoon: true,
      // The time may be known before the words (decision 034): the screens say when it opens.
      opensAt: '2026-12-02T08:00:00.000Z',
      quests: [],
      finalTask: null,
    });
    expect((await completeQuest(testApp, creator.cookie, questId, 'Early')).status).toBe(404);
    expect((await readLibrary(testApp, creator.cookie)).sections.map((s) => s.realmId)).toEqual([
      1, 2, 3,
    ]);
    const closed = await readDrawnHome(testApp, creator.cookie);
    expect(closed.heroTitle).toBe('Amplification');
    // On the creator's own clock (UTC here).
    expect(closed.html).toContain('Opens Wed 2 Dec at 08:00');
    expect(closed.html).not.toMatch(ofRealmFour);
    const words = await apiAs(testApp, creator.cookie).curriculum.$get();
    expect(await words.text()).not.toMatch(ofRealmFour);

    clock.now = new Date('2026-12-02T08:00:00Z');
    expect(await realmFourOf(testApp, creator.cookie)).toMatchObject({
      title: 'Signal Boost',
      isComingSoon: false,
      opensAt: null,
      unlocked: true,
      quests: [expect.objectContaining({ id: questId, title: 'Quest of Realm 4' })],
    });
    expect((await completeQuest(testApp, creator.cookie, questId, 'On time')).status).toBe(200);
    const library = await readLibrary(testApp, creator.cookie);
    expect(library.sections.map((s) => s.realmId)).toEqual([1, 2, 3, 4]);
    expect(library.sections[3]!.resources.map((resource) => resource.title)).toEqual([
      'Amplify Guide',
    ]);
    const open = await readDrawnHome(testApp, creator.cookie);
    expect(open.heroTitle).toBe('Signal Boost');
    expect(open.html).not.toContain('Coming Soon');
    expect(open.html).not.toContain('Opens Wed');
    expect(open.html).toContain('1 / 2 Complete');
    expect(open.html).toContain('Last Word of Realm 4');
  }, 60_000);
});
