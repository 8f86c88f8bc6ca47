import { describe, expect, it } from 'vitest';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { claimKit, finishRealmTasks } from '#testing/journey-helpers.ts';
import {
  addResource,
  fetchResourceFile,
  readLibrary,
  sampleMedia,
  studioAs,
} from '#testing/library-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

async function completeRealm(testApp: TestApp, cookie: string, realmId: number) {
  await finishRealmTasks(testApp, cookie, realmId);
  expect((await claimKit(testApp, cookie, realmId)).status).toBe(201);
}

/** One PDF in each of the three sections. */
async function stockLibrary(testApp: TestApp) {
  const staff = await createStaff(testApp);
  const ids: Record<number, string> = {};
  for (const realmId of [1, 2, 3]) {
    ids[realmId] = (
      await addResource(testApp, staff.cookie, { realmId, title: `Guide ${realmId}` })
    ).id;
  }
  return { staff, ids };
}

async function statusesOf(testApp: TestApp, cookie: string, ids: Record<number, string>) {
  const statuses: number[] = [];
  for (const realmId of [1, 2, 3])
    statuses.push((await fetchResourceFile(testApp, cookie, ids[realmId]!)).status);
  return statuses;
}

describe('who may fetch a library file', () => {
  it('opens realm 1 to every creator, and each later realm once the one before it is completed', async () => {
    const testApp = await createTestApp();
    const { ids } = await stockLibrary(testApp);
    const creator = await createUser(testApp);

    const library = await readLibrary(testApp, creator.cookie);
    expect(
      library.sections.map(({ realmId, realmTitle, isUnlocked, lockHint }) => ({
        realmId,
        realmTitle,
        isUnlocked,
        lockHint,
      })),
    ).toEqual([
      { realmId: 1, realmTitle: 'Ideation', isUnlocked: true, lockHint: null },
      {
        realmId: 2,
        realmTitle: 'Structure',
        isUnlocked: false,
        lockHint: 'Complete Realm 1 to unlock these resources',
      },
      {
        realmId: 3,
        realmTitle: 'Implementation',
        isUnlocked: false,
        lockHint: 'Complete Realm 2 to unlock these resources',
      },
    ]);
    // A locked section names what it holds, but gives no way to the file.
    expect(library.sections[1]!.resources).toEqual([
      expect.objectContaining({ title: 'Guide 2', fileUrl: null, fileName: null, fileSize: null }),
    ]);
    expect(library.sections[0]!.resources[0]).toMatchObject({
      title: 'Guide 1',
      fileUrl: `/api/resources/${ids[1]}/file`,
      fileName: 'worksheet.pdf',
    });
    expect(await statusesOf(testApp, creator.cookie, ids)).toEqual([200, 404, 404]);

    await completeRealm(testApp, creator.cookie, 1);
    expect(await statusesOf(testApp, creator.cookie, ids)).toEqual([200, 200, 404]);
    const afterRealm1 = await readLibrary(testApp, creator.cookie);
    expect(afterRealm1.sections.map((section) => section.isUnlocked)).toEqual([true, true, false]);

    await completeRealm(testApp, creator.cookie, 2);
    expect(await statusesOf(testApp, creator.cookie, ids)).toEqual([200, 200, 200]);
  });

  it('refuses a locked file to a creator with a 404 like any missing one, and a visitor with 401', async () => {
    const testApp = await createTestApp();
    const { ids } = await stockLibrary(testApp);
    const creator = await createUser(testApp);

    const locked = await fetchResourceFile(testApp, creator.cookie, ids[2]!);
    const missing = await fetchResourceFile(
      testApp,
      creator.cookie,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(locked.status).toBe(404);
    expect(locked.headers.get('content-disposition')).toBeNull();
    expect(locked.headers.get('location')).toBeNull();
    expect(await locked.json()).toEqual(await missing.json());

    for (const realmId of [1, 2, 3]) {
      expect((await fetchResourceFile(testApp, undefined, ids[realmId]!)).status).toBe(401);
    }
    expect((await fetchResourceFile(testApp, creator.cookie, 'not-an-id')).status).toBe(422);
  });

  it('lets staff fetch every file, locked or deleted', async () => {
    const testApp = await createTestApp();
    const { staff, ids } = await stockLibrary(testApp);
    expect(await statusesOf(testApp, staff.cookie, ids)).toEqual([200, 200, 200]);
    await studioAs(testApp, staff.cookie)[':resourceId'].$delete({
      param: { resourceId: ids[1]! },
    });
    expect((await fetchResourceFile(testApp, staff.cookie, ids[1]!)).status).toBe(200);
  });

  it('hides a deleted resource from creators, in the list and by its address', async () => {
    const testApp = await createTestApp();
    const { staff, ids } = await stockLibrary(testApp);
    const creator = await createUser(testApp);
    expect((await fetchResourceFile(testApp, creator.cookie, ids[1]!)).status).toBe(200);

    const deleted = await studioAs(testApp, staff.cookie)[':resourceId'].$delete({
      param: { resourceId: ids[1]! },
    });
    expect(deleted.status).toBe(200);
    const library = await readLibrary(testApp, creator.cookie);
    expect(library.sections[0]!.resources).toEqual([]);
    expect((await fetchResourceFile(testApp, creator.cookie, ids[1]!)).status).toBe(404);
  });

  it('names the quest a worksheet belongs to, so the quest can link to it', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    await addResource(testApp, staff.cookie, {
      title: 'Audience Discovery Worksheet',
      questId: 'r1-audience-map',
    });
    const library = await readLibrary(testApp, creator.cookie);
    expect(library.sections[0]!.resources[0]).toMatchObject({ questId: 'r1-audience-map' });
  });
});

describe('serving a library file', () => {
  it('sends the stored type, nosniff, and opens media in place but downloads documents', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const cases = [
      { file: sampleMedia.pdf, fileName: 'Guía de audiencia.pdf', type: 'application/pdf' },
      { file: sampleMedia.png, fileName: 'map.png', type: 'image/png' },
      { file: sampleMedia.mp3, fileName: 'calm start.mp3', type: 'audio/mpeg' },
      { file: sampleMedia.mp4, fileName: 'welcome.mp4', type: 'video/mp4' },
    ];
    const headers = [];
    for (const { file, fileName } of cases) {
      const { id } = await addResource(testApp, staff.cookie, { file, fileName });
      const response = await fetchResourceFile(testApp, creator.cookie, id);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(file);
      headers.push({
        type: response.headers.get('content-type'),
        nosniff: response.headers.get('x-content-type-options'),
        disposition: response.headers.get('content-disposition'),
        cache: response.headers.get('cache-control'),
        ranges: response.headers.get('accept-ranges'),
      });
    }
    const common = { nosniff: 'nosniff', cache: 'private, no-store', ranges: 'bytes' };
    expect(headers).toEqual([
      {
        ...common,
        type: 'application/pdf',
        disposition: `inline; filename="Guia de audiencia.pdf"; filename*=UTF-8''Gu%C3%ADa%20de%20audiencia.pdf`,
      },
      {
        ...common,
        type: 'image/png',
        disposition: `inline; filename=map.png; filename*=UTF-8''map.png`,
      },
      {
        ...common,
        type: 'audio/mpeg',
        disposition: `inline; filename="calm start.mp3"; filename*=UTF-8''calm%20start.mp3`,
      },
      {
        ...common,
        type: 'video/mp4',
        disposition: `inline; filename=welcome.mp4; filename*=UTF-8''welcome.mp4`,
      },
    ]);
  });

  it('answers byte ranges with 206, so audio and video play and seek on phones', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const file = sampleMedia.mp3;
    const { id } = await addResource(testApp, staff.cookie, { file, fileName: 'talk.mp3' });
    const ranged = (range: string) => fetchResourceFile(testApp, creator.cookie, id, { range });

    const first = await ranged('bytes=0-9');
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-9/${file.length}`);
    expect(first.headers.get('content-length')).toBe('10');
    expect(first.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await first.arrayBuffer())).toEqual(file.subarray(0, 10));

    const tail = await ranged('bytes=-16');
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(
      `bytes ${file.length - 16}-${file.length - 1}/${file.length}`,
    );
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(file.subarray(file.length - 16));

    const rest = await ranged('bytes=100-');
    expect(rest.status).toBe(206);
    expect(Buffer.from(await rest.arrayBuffer())).toEqual(file.subarray(100));

    const beyond = await ranged(`bytes=${file.length + 10}-`);
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${file.length}`);

    // A malformed or multiple range is answered with the whole file, as HTTP allows.
    for (const range of ['bytes=abc', 'bytes=0-1,5-6']) {
      const whole = await ranged(range);
      expect(whole.status, range).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(file);
    }
  });
});
