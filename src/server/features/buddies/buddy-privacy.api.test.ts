import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { makeBuddies, sendRequestByEmail } from '#testing/buddy-helpers.ts';
import { completeQuest, sampleFiles, uploadWorksheet } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

const SECRET_ANSWER = 'my-secret-origin-story-answer';
const SECRET_CHECKIN = 'my-secret-checkin-words';
const SECRET_FILE = 'secret-audience-map.pdf';

describe('what a buddy can see', () => {
  it('is name, realm, progress, current quest, streaks, whether a nudge may go, and notes — never answers, files, check-ins or addresses', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp, { name: 'Maya' });
    const jonas = await createUser(testApp, { name: 'Jonas' });
    await completeQuest(testApp, maya.cookie, 'r1-origin-story', SECRET_ANSWER);
    await uploadWorksheet(testApp, maya.cookie, 'r1-audience-map', sampleFiles.pdf, SECRET_FILE);
    await completeQuest(testApp, maya.cookie, 'r1-audience-map');
    await apiAs(testApp, maya.cookie).checkins.$post({ json: { response: SECRET_CHECKIN } });
    await sendRequestByEmail(testApp, maya, jonas);
    await makeBuddies(testApp, jonas, maya);

    const api = apiAs(testApp, jonas.cookie);
    const answers = await Promise.all([
      api.progress.$get(),
      api.buddies.$get(),
      api.buddies.overview.$get(),
      api.buddies.candidates.$get(),
    ]);
    for (const response of answers) {
      expect(response.status).toBe(200);
      const text = await response.text();
      for (const secret of [SECRET_ANSWER, SECRET_CHECKIN, SECRET_FILE, maya.email]) {
        expect(text, `${response.url} must not contain ${secret}`).not.toContain(secret);
      }
    }
    const { buddies } = await (await api.buddies.$get()).json();
    expect(Object.keys(buddies[0]!).sort()).toEqual(
      [
        'avatar',
        'currentQuest',
        'id',
        'name',
        'notes',
        'pairedAt',
        'progress',
        'realm',
        'realmId',
        'streak',
        'streakTogether',
        'nudge',
        'commitment',
      ].sort(),
    );
    expect(buddies[0]).toMatchObject({ name: 'Maya', progress: 40, streak: 1 });
    // Her worksheet stays hers.
    const download = await testApp.app.request('/api/quests/r1-audience-map/file', {
      headers: { cookie: jonas.cookie },
    });
    expect(download.status).toBe(404);
  });
});

describe('what creators share of their profile in Find a Realm Buddy and in requests', () => {
  const about = {
    bio: 'Cooking videos and a podcast about bread.',
    links: ['https://maya.example/videos'],
  };

  it('shows “What I create” and the links of a creator who chose to be findable, and nothing of one who did not', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp, { name: 'Maya' });
    const jonas = await createUser(testApp, { name: 'Jonas' });
    const priya = await createUser(testApp, { name: 'Priya' });
    for (const creator of [maya, priya]) {
      const saved = await apiAs(testApp, creator.cookie).profile.$put({
        json: { name: creator === maya ? 'Maya' : 'Priya', ...about },
      });
      expect(saved.status).toBe(200);
    }
    // Maya chose to be findable; Priya did not.
    await apiAs(testApp, maya.cookie).buddies.visibility.$put({ json: { isFindable: true } });

    const find = await (await apiAs(testApp, jonas.cookie).buddies.candidates.$get()).json();
    expect(find).toMatchObject({ isFindable: false });
    expect(find.candidates).toEqual([
      { id: maya.id, name: 'Maya', avatar: null, isRequested: false, about },
    ]);

    // Both ask Jonas: he sees what Maya shares, and only the name of Priya.
    await sendRequestByEmail(testApp, maya, jonas);
    await sendRequestByEmail(testApp, priya, jonas);
    const { incoming } = await (await apiAs(testApp, jonas.cookie).buddies.overview.$get()).json();
    expect(incoming.map((request) => [request.from.name, request.from.about])).toEqual([
      ['Priya', null],
      ['Maya', about],
    ]);
    const overviewText = await (await apiAs(testApp, jonas.cookie).buddies.overview.$get()).text();
    expect(overviewText.split(about.bio)).toHaveLength(2);

    // Turning it off hides it again, in both places.
    await apiAs(testApp, maya.cookie).buddies.visibility.$put({ json: { isFindable: false } });
    const after = await (await apiAs(testApp, jonas.cookie).buddies.overview.$get()).json();
    expect(after.incoming.map((request) => request.from.about)).toEqual([null, null]);
  });

  it('tells a creator in Find a Realm Buddy whether they can be found themselves', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp, { name: 'Maya' });
    const api = apiAs(testApp, maya.cookie);
    expect(await (await api.buddies.candidates.$get()).json()).toMatchObject({
      isFindable: false,
      candidates: [],
    });
    await api.buddies.visibility.$put({ json: { isFindable: true } });
    expect(await (await api.buddies.candidates.$get()).json()).toMatchObject({
      isFindable: true,
    });
  });
});
