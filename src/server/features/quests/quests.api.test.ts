import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questAnswer } from '#server/db/schema/journey.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import {
  claimKit,
  completeQuest,
  finishRealmTasks,
  readProgress,
  sampleFiles,
  uploadWorksheet,
} from '#testing/journey-helpers.ts';
import { apiAs } from '#testing/api-client.ts';
import { createInspectableFileStore, listStoredKeys } from '#testing/profile-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

async function questOf(testApp: TestApp, cookie: string, questId: string) {
  const progress = await readProgress(testApp, cookie);
  return progress.realms
    .flatMap((realm) => [...realm.quests, ...(realm.finalTask ? [realm.finalTask] : [])])
    .find((quest) => quest.id === questId)!;
}

describe('written quests', () => {
  it('needs non-blank text, then keeps the answer with its date', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);

    const blank = await completeQuest(testApp, creator.cookie, 'r1-origin-story', '   ');
    expect(blank.status).toBe(422);
    expect(await blank.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        title: 'Content Required',
        message: 'Please write your response to complete this quest.',
      },
    });

    const done = await completeQuest(
      testApp,
      creator.cookie,
      'r1-origin-story',
      '  My first video.  ',
    );
    expect(done.status).toBe(200);
    const quest = await questOf(testApp, creator.cookie, 'r1-origin-story');
    expect(quest).toMatchObject({ completed: true, content: 'My first video.' });
    expect(Date.now() - new Date(quest.completedAt!).getTime()).toBeLessThan(60_000);

    const again = await completeQuest(
      testApp,
      creator.cookie,
      'r1-origin-story',
      'Changed my mind',
    );
    expect(again.status).toBe(409);
    expect((await questOf(testApp, creator.cookie, 'r1-origin-story')).content).toBe(
      'My first video.',
    );
  });

  it('refuses quests of a locked realm with the locked message', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const response = await completeQuest(
      testApp,
      creator.cookie,
      'r2-creative-rhythm',
      'Too early',
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: {
        title: 'Structure is Locked',
        message: 'Complete your current realm to unlock this next stage of your journey.',
      },
    });
  });

  it('answers 404 for a quest that does not exist and 401 for visitors', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    expect((await completeQuest(testApp, creator.cookie, 'r9-nothing', 'x')).status).toBe(404);
    expect((await completeQuest(testApp, '', 'r1-origin-story', 'x')).status).toBe(401);
  });

  it('keeps each creator’s answers their own', async () => {
    const testApp = await createTestApp();
    const maya = await createUser(testApp);
    const theo = await createUser(testApp);
    await completeQuest(testApp, maya.cookie, 'r1-origin-story', 'Maya’s story');
    expect(await questOf(testApp, theo.cookie, 'r1-origin-story')).toMatchObject({
      completed: false,
      content: null,
    });
  });
});

describe('worksheet quests', () => {
  it('needs a file before it can be completed', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const response = await completeQuest(testApp, creator.cookie, 'r1-audience-map');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: {
        title: 'File Required',
        message: 'Please upload a file to complete this worksheet quest.',
      },
    });
  });

  it('stores an upload privately, lets it be replaced, then completes with it', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const stranger = await createUser(testApp);
    const staff = await createStaff(testApp);

    const first = await uploadWorksheet(
      testApp,
      creator.cookie,
      'r1-audience-map',
      sampleFiles.png,
      'draft.png',
    );
    expect(first.status).toBe(200);
    const second = await uploadWorksheet(
      testApp,
      creator.cookie,
      'r1-audience-map',
      sampleFiles.pdf,
      'My audience.pdf',
    );
    expect(await second.json()).toEqual({
      fileName: 'My audience.pdf',
      fileSize: sampleFiles.pdf.length,
    });
    expect((await completeQuest(testApp, creator.cookie, 'r1-audience-map')).status).toBe(200);

    const quest = await questOf(testApp, creator.cookie, 'r1-audience-map');
    expect(quest).toMatchObject({
      completed: true,
      fileName: 'My audience.pdf',
      fileUrl: '/api/quests/r1-audience-map/file',
    });

    const fileOf = (cookie: string, userId?: string) =>
      apiAs(testApp, cookie).quests[':questId'].file.$get({
        param: { questId: 'r1-audience-map' },
        query: userId ? { userId } : {},
      });
    const own = await fileOf(creator.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    // RFC 6266: the real name in UTF-8, spaces and all, beside an ASCII fallback.
    expect(own.headers.get('content-disposition')).toBe(
      `attachment; filename="My audience.pdf"; filename*=UTF-8''My%20audience.pdf`,
    );
    expect(Buffer.from(await own.arrayBuffer())).toEqual(sampleFiles.pdf);

    expect((await fileOf(stranger.cookie)).status).toBe(404);
    expect((await fileOf(stranger.cookie, creator.id)).status).toBe(404);
    expect((await fileOf(staff.cookie, creator.id)).status).toBe(200);

    const late = await uploadWorksheet(
      testApp,
      creator.cookie,
      'r1-audience-map',
      sampleFiles.png,
      'late.png',
    );
    expect(late.status).toBe(409);
  });

  it('20 first uploads at once leave exactly one file, the one the answer names (the lock is proven on PostgreSQL)', async () => {
    const { root, fileStore } = createInspectableFileStore();
    const testApp = await createTestApp({}, { fileStore });
    const creator = await createUser(testApp);
    const uploads = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        uploadWorksheet(
          testApp,
          creator.cookie,
          'r1-audience-map',
          sampleFiles.pdf,
          `v${index}.pdf`,
        ),
      ),
    );
    expect(uploads.map((response) => response.status)).toEqual(Array(20).fill(200));
    const stored = listStoredKeys(root);
    expect(stored).toHaveLength(1);
    const [answer] = await testApp.db
      .select({ fileKey: questAnswer.fileKey })
      .from(questAnswer)
      .where(eq(questAnswer.userId, creator.id));
    expect(answer?.fileKey).toBe(stored[0]);

    // Once the quest is complete, a late upload is refused and takes its file away again.
    expect((await completeQuest(testApp, creator.cookie, 'r1-audience-map')).status).toBe(200);
    const late = await uploadWorksheet(testApp, creator.cookie, 'r1-audience-map', sampleFiles.pdf);
    expect(late.status).toBe(409);
    expect(listStoredKeys(root)).toEqual(stored);
  });

  it('refuses a disguised file: HTML named .pdf', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const response = await uploadWorksheet(
      testApp,
      creator.cookie,
      'r1-audience-map',
      sampleFiles.html,
      'notes.pdf',
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', title: 'Unsupported File' },
    });
    expect(await questOf(testApp, creator.cookie, 'r1-audience-map')).toMatchObject({
      fileName: null,
    });
  });

  it('refuses names it does not accept, and files for written quests', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    expect(
      (
        await uploadWorksheet(
          testApp,
          creator.cookie,
          'r1-audience-map',
          sampleFiles.pdf,
          'tool.exe',
        )
      ).status,
    ).toBe(415);
    expect(
      (await uploadWorksheet(testApp, creator.cookie, 'r1-origin-story', sampleFiles.pdf)).status,
    ).toBe(422);
  });

  it('refuses a file over 50 MB by its declared size at once', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const response = await uploadWorksheet(
      testApp,
      creator.cookie,
      'r1-audience-map',
      sampleFiles.pdf,
      'big.pdf',
      {
        'content-length': String(60 * 1024 * 1024),
      },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { message: 'File size must be less than 50MB' },
    });
  });

  it('cuts off a streamed file past 50 MB without holding it in memory', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    chunk.set(sampleFiles.pdf.subarray(0, 8));
    const filler = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      // Chunks arrive over time, as from a network, so the memory sampler gets to run.
      async pull(controller) {
        await new Promise((resolve) => setImmediate(resolve));
        if (sent >= 60) return controller.close();
        // The same filler each time, so the test itself allocates next to nothing.
        controller.enqueue(sent === 0 ? chunk : filler);
        sent += 1;
      },
    });
    // Buffers live outside the JS heap, so count both, and watch the peak while the upload runs.
    const usedMemory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const before = usedMemory();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, usedMemory())), 2);
    const response = await uploadWorksheet(
      testApp,
      creator.cookie,
      'r1-audience-map',
      body,
      'huge.pdf',
    );
    clearInterval(sampler);
    const grown = peak - before;
    expect(response.status).toBe(413);
    expect(grown).toBeLessThan(25 * 1024 * 1024);
    expect(await questOf(testApp, creator.cookie, 'r1-audience-map')).toMatchObject({
      fileName: null,
    });
  });
  it('answers an upload whose connection breaks mid-way with a clear error, and keeps nothing', async () => {
    const { root, fileStore } = createInspectableFileStore();
    const testApp = await createTestApp({}, { fileStore });
    const creator = await createUser(testApp);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(sampleFiles.pdf);
        controller.error(new Error('the connection was reset'));
      },
    });
    const response = await uploadWorksheet(
      testApp,
      creator.cookie,
      'r1-audience-map',
      body,
      'cut.pdf',
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: { title: 'Upload Interrupted' } });
    expect(listStoredKeys(root)).toEqual([]);
  });
});

describe('a realm that is not open for work', () => {
  it('refuses a worksheet upload to a quest of a locked realm, storing nothing', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const response = await uploadWorksheet(
      testApp,
      creator.cookie,
      'r2-message-map',
      sampleFiles.pdf,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { title: 'Structure is Locked' } });
    expect(await questOf(testApp, creator.cookie, 'r2-message-map')).toMatchObject({
      fileName: null,
    });
  });

  it('takes no more answers or uploads once the realm is completed', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    await finishRealmTasks(testApp, creator.cookie, 1);
    expect((await claimKit(testApp, creator.cookie, 1)).status).toBe(201);
    const response = await completeQuest(testApp, creator.cookie, 'r1-origin-story', 'again');
    expect(response.status).toBe(409);
    const upload = await uploadWorksheet(
      testApp,
      creator.cookie,
      'r1-audience-map',
      sampleFiles.png,
      'late.png',
    );
    expect(upload.status).toBe(409);
    expect(await upload.json()).toMatchObject({ error: { title: 'Realm Mastered!' } });
    expect(await questOf(testApp, creator.cookie, 'r1-audience-map')).toMatchObject({
      fileName: 'worksheet.pdf',
    });
  });
});
