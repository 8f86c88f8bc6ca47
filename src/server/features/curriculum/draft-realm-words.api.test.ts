import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import { drawnHomeOptions, readDrawnHome } from '#testing/drawn-home.ts';
import { readProgress } from '#testing/journey-helpers.ts';
import {
  createCreatorPastRealmThree,
  programmeAs,
  publishRealm,
  writeRealm,
} from '#testing/programme-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

const embargoed = {
  title: 'Brand Deals (embargoed)',
  description: 'Rates, sponsors and contracts: embargoed until the launch.',
  kitName: 'The Embargoed Contract Kit',
  kitDescription: 'A sponsor contract template, embargoed until the launch.',
};

async function curriculumText(testApp: TestApp, cookie: string) {
  const response = await apiAs(testApp, cookie).curriculum.$get();
  expect(response.status).toBe(200);
  return response.text();
}

describe('a realm not yet open, as creators read it', () => {
  it('keeps the words staff are writing from creators until it opens: progress, curriculum and the drawn /', async () => {
    const testApp = await createTestApp({}, drawnHomeOptions());
    const staff = await createStaff(testApp);
    const creator = await createCreatorPastRealmThree(testApp);
    const reworded = await programmeAs(testApp, staff.cookie).realms[':realmId'].$patch({
      param: { realmId: '4' },
      json: embargoed,
    });
    expect(reworded.status).toBe(200);
    await writeRealm(testApp, staff.cookie, 4);

    // The progress (behind /realms and the dashboard): the name realm 4 was announced with.
    const progress = await readProgress(testApp, creator.cookie);
    expect(progress.currentRealm).toBe(4);
    expect(progress.realms.find((realm) => realm.id === 4)).toMatchObject({
      title: 'Amplification',
      description: 'A new chapter of your journey, being prepared with care.',
      isComingSoon: true,
      quests: [],
    });
    expect(JSON.stringify(progress)).not.toMatch(/embargoed/i);
    expect(await curriculumText(testApp, creator.cookie)).not.toMatch(/embargoed/i);
    const before = await readDrawnHome(testApp, creator.cookie);
    expect(before.heroTitle).toBe('Amplification');
    expect(before.html).not.toMatch(/embargoed/i);

    // Published: what staff wrote is what creators read.
    expect((await publishRealm(testApp, staff.cookie, 4)).status).toBe(200);
    const opened = await readProgress(testApp, creator.cookie);
    expect(opened.realms.find((realm) => realm.id === 4)).toMatchObject({
      title: embargoed.title,
      description: embargoed.description,
      isComingSoon: false,
    });
    const opening = await curriculumText(testApp, creator.cookie);
    expect(opening).toContain(embargoed.kitName);
    // The kit as staff described it: the claim dialog and the journey map read it from here.
    expect(opening).toContain(embargoed.kitDescription);
    expect((await readDrawnHome(testApp, creator.cookie)).heroTitle).toBe(embargoed.title);
  }, 60_000);

  it('shows staff their own words in the studio all along', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    await programmeAs(testApp, staff.cookie).realms[':realmId'].$patch({
      param: { realmId: '5' },
      json: embargoed,
    });
    const detail = await programmeAs(testApp, staff.cookie).realms[':realmId'].$get({
      param: { realmId: '5' },
    });
    expect(await detail.json()).toMatchObject({ ...embargoed, state: 'draft' });
    const overview = await (await programmeAs(testApp, staff.cookie).$get()).json();
    expect(overview.realms[4]).toMatchObject({ id: 5, title: embargoed.title });
  });
});
