import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { resource } from '#server/db/schema/library.ts';
import { createLocalFileStore } from '#server/storage/local-file-store.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import {
  addResource,
  createResource,
  fetchResourceFile,
  notificationsOf,
  readLibrary,
  sampleMedia,
  stageResourceFile,
  studioAs,
  uploadResourceFile,
} from '#testing/library-helpers.ts';
import { claimKit, finishRealmTasks } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';

/** The app with its files in a folder the test can look into. */
async function appWithVisibleStore() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-library-'));
  const testApp = await createTestApp({}, { fileStore: createLocalFileStore(root) });
  const storedFiles = () =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((entry) => fs.statSync(path.join(root, entry)).isFile());
  return { testApp, storedFiles };
}

async function fileKeyOf(testApp: TestApp, resourceId: string) {
  const [row] = await testApp.db
    .select({ fileKey: resource.fileKey })
    .from(resource)
    .where(eq(resource.id, resourceId));
  return row?.fileKey;
}

describe('managing resources in the studio', () => {
  it('creates, edits and soft-deletes a resource', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const studio = studioAs(testApp, staff.cookie);

    const created = await createResource(testApp, staff.cookie, {
      title: '  Message Map  ',
      description: 'Map your core message.',
      realmId: 2,
      type: 'download',
      questId: 'r2-message-map',
    });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      title: 'Message Map',
      description: 'Map your core message.',
      realmId: 2,
      type: 'download',
      iconName: 'FileText',
      questId: 'r2-message-map',
      fileUrl: null,
    });

    const edited = await studio[':resourceId'].$patch({
      param: { resourceId: body.id },
      json: { title: 'Message Map Worksheet', description: '' },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      title: 'Message Map Worksheet',
      description: null,
    });

    const listed = await (await studio.$get()).json();
    expect(listed.resources.map((row) => row.title)).toEqual(['Message Map Worksheet']);

    const deleted = await studio[':resourceId'].$delete({ param: { resourceId: body.id } });
    expect(deleted.status).toBe(200);
    expect((await (await studio.$get()).json()).resources).toEqual([]);
    const again = await studio[':resourceId'].$delete({ param: { resourceId: body.id } });
    expect(again.status).toBe(404);
    const late = await studio[':resourceId'].$patch({
      param: { resourceId: body.id },
      json: { title: 'Back' },
    });
    expect(late.status).toBe(404);
  });

  it('needs a title and a realm from 1 to 10, and bounds every text', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const refusals = [
      { title: '' },
      { title: '   ' },
      { realmId: 11 },
      { realmId: 0 },
      { title: 'x'.repeat(201) },
      { description: 'x'.repeat(2001) },
      { title: 'Nul\u0000' },
      { type: 'podcast' as 'audio' },
      { questId: 'r2-message-map' },
      { questId: 'r9-nothing' },
    ];
    for (const refusal of refusals) {
      const response = await createResource(testApp, staff.cookie, refusal);
      expect(response.status, JSON.stringify(refusal)).toBe(422);
    }
    const untitled = await createResource(testApp, staff.cookie, { title: ' ' });
    expect(await untitled.json()).toMatchObject({
      error: { problems: [{ path: 'title', message: 'Title is required' }] },
    });
    const studio = studioAs(testApp, staff.cookie);
    const unknown = await studio[':resourceId'].$patch({
      param: { resourceId: '00000000-0000-4000-8000-000000000000' },
      json: { title: 'Nothing' },
    });
    expect(unknown.status).toBe(404);
    const badId = await studio[':resourceId'].$delete({ param: { resourceId: 'nope' } });
    expect(badId.status).toBe(422);
    // Moving a quest's worksheet to another realm takes the quest off it, or is refused.
    const { id } = await addResource(testApp, staff.cookie, { questId: 'r1-audience-map' });
    const moved = await studio[':resourceId'].$patch({
      param: { resourceId: id },
      json: { realmId: 2 },
    });
    expect(moved.status).toBe(422);
    const movedFree = await studio[':resourceId'].$patch({
      param: { resourceId: id },
      json: { realmId: 2, questId: null },
    });
    expect(await movedFree.json()).toMatchObject({ realmId: 2, questId: null });
  });

  it('answers 403 to a creator on every studio route, and changes nothing', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const { id } = await addResource(testApp, staff.cookie);
    const studio = studioAs(testApp, creator.cookie);
    const param = { resourceId: id };
    const attempts = [
      studio.$get(),
      createResource(testApp, creator.cookie),
      studio[':resourceId'].$patch({ param, json: { title: 'Mine now' } }),
      studio[':resourceId'].$delete({ param }),
      uploadResourceFile(testApp, creator.cookie, id, sampleMedia.png, 'mine.png'),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.status).toBe(403);
    const library = await readLibrary(testApp, creator.cookie);
    expect(library.sections[0]!.resources).toMatchObject([
      { title: 'Audience Discovery', fileName: 'worksheet.pdf' },
    ]);
  });

  it('deletes a resource once when twenty deletes arrive together (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const { id } = await addResource(testApp, staff.cookie);
    const studio = studioAs(testApp, staff.cookie);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        studio[':resourceId'].$delete({ param: { resourceId: id } }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(404)]);
  });
});

describe('a new resource in the notification center', () => {
  it('reaches everyone whose section is open, once its file is there', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const newcomer = await createUser(testApp);
    const veteran = await createUser(testApp);
    await finishRealmTasks(testApp, veteran.cookie, 1);
    await claimKit(testApp, veteran.cookie, 1);
    const added = (cookie: string) => notificationsOf(testApp, cookie, 'resource-added');

    const { id } = await (
      await createResource(testApp, staff.cookie, { realmId: 2, title: 'Message Map' })
    ).json();
    expect(await added(veteran.cookie)).toEqual([]);
    await uploadResourceFile(testApp, staff.cookie, id, sampleMedia.pdf);
    const messageMap = {
      title: 'New in the Library: Realm 2: Structure',
      body: '“Message Map” was added to your library.',
      actionPath: '/resources',
    };
    expect(await added(veteran.cookie)).toEqual([messageMap]);
    expect(await added(newcomer.cookie)).toEqual([]);

    // A replaced file is not news; a realm 1 resource is news to everyone but its author.
    await uploadResourceFile(testApp, staff.cookie, id, sampleMedia.png, 'map.png');
    await addResource(testApp, staff.cookie, { realmId: 1, title: 'Idea Storm Prompts' });
    const ideaStorm = {
      title: 'New in the Library: Realm 1: Ideation',
      body: '“Idea Storm Prompts” was added to your library.',
      actionPath: '/resources',
    };
    expect(await added(veteran.cookie)).toEqual([ideaStorm, messageMap]);
    expect(await added(newcomer.cookie)).toEqual([ideaStorm]);
    expect(await added(staff.cookie)).toEqual([]);
  });
  it('stops naming a resource once staff deleted it', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const kept = await addResource(testApp, staff.cookie, { realmId: 1, title: 'Kept Guide' });
    const gone = await addResource(testApp, staff.cookie, { realmId: 1, title: 'Old Worksheet' });
    const deleted = await studioAs(testApp, staff.cookie)[':resourceId'].$delete({
      param: { resourceId: gone.id },
    });
    expect(deleted.status).toBe(200);
    const notifications = await notificationsOf(testApp, creator.cookie, 'resource-added');
    expect(notifications).toEqual([
      {
        title: 'Removed from the Library',
        body: 'A resource added to your library has since been removed by the programme team.',
        actionPath: '/resources',
      },
      {
        title: 'New in the Library: Realm 1: Ideation',
        body: '“Kept Guide” was added to your library.',
        actionPath: '/resources',
      },
    ]);
    expect(JSON.stringify(notifications)).not.toContain('Old Worksheet');
    expect(kept.id).not.toBe(gone.id);
  });
});

describe('library uploads', () => {
  it('takes every accepted kind of file, recognised by its content', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const accepted = [
      ['guide.pdf', sampleMedia.pdf, 'application/pdf'],
      ['map.png', sampleMedia.png, 'image/png'],
      ['photo.jpg', sampleMedia.jpg, 'image/jpeg'],
      ['photo.JPEG', sampleMedia.jpg, 'image/jpeg'],
      ['talk.mp3', sampleMedia.mp3, 'audio/mpeg'],
      ['bell.wav', sampleMedia.wav, 'audio/wav'],
      ['intro.mp4', sampleMedia.mp4, 'video/mp4'],
      ['studio.mov', sampleMedia.mov, 'video/quicktime'],
      ['old.avi', sampleMedia.avi, 'video/vnd.avi'],
    ] as const;
    for (const [fileName, file, contentType] of accepted) {
      const stored = await addResource(testApp, staff.cookie, { file, fileName });
      expect(stored, fileName).toMatchObject({ fileName, contentType, fileSize: file.length });
    }
  });

  it('refuses a file that is not what its name says, or a kind it does not take', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const { id } = await (await createResource(testApp, staff.cookie)).json();
    const refused = [
      ['notes.pdf', sampleMedia.html],
      ['notes.html', sampleMedia.html],
      ['map.pdf', sampleMedia.png],
      ['talk.mp4', sampleMedia.mp3],
      ['tool.exe', sampleMedia.pdf],
      ['letter.docx', sampleMedia.pdf],
      ['no-extension', sampleMedia.pdf],
    ] as const;
    for (const [fileName, file] of refused) {
      const response = await uploadResourceFile(testApp, staff.cookie, id, file, fileName);
      expect(response.status, fileName).toBe(415);
      expect(await response.json()).toMatchObject({ error: { title: 'Unsupported File' } });
    }
    const listed = await (await studioAs(testApp, staff.cookie).$get()).json();
    expect(listed.resources[0]).toMatchObject({ fileName: null, fileUrl: null });
  });

  it('keeps only the last part of a name, without control or path characters', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const names = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\maya\\Desktop\\plan.pdf', 'plan.pdf'],
      ['line\nbreak\u0007bell.pdf', 'line_break_bell.pdf'],
      ['right\u202Eto-left.pdf', 'right_to-left.pdf'],
      ['"quoted"; name.pdf', '_quoted__ name.pdf'],
      ['/.pdf', 'resource'],
      ['Carnet été.pdf', 'Carnet été.pdf'],
    ] as const;
    for (const [sent, kept] of names) {
      const { id } = await (await createResource(testApp, staff.cookie)).json();
      const response = await uploadResourceFile(testApp, staff.cookie, id, sampleMedia.pdf, sent);
      if (kept === 'resource') {
        // Nothing is left of the name, so nothing tells what kind of file it is.
        expect(response.status, sent).toBe(415);
        continue;
      }
      expect(response.status, sent).toBe(200);
      expect((await response.json()).fileName).toBe(kept);
      const served = await fetchResourceFile(testApp, staff.cookie, id);
      const disposition = served.headers.get('content-disposition')!;
      expect(parseDisposition(disposition).parameters.filename).toBe(kept);
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(kept)}`);
    }
  });

  it('refuses a file over 50 MB by its declared size at once', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const { id } = await (await createResource(testApp, staff.cookie)).json();
    const response = await uploadResourceFile(
      testApp,
      staff.cookie,
      id,
      sampleMedia.pdf,
      'big.pdf',
      { 'content-length': String(50 * 1024 * 1024 + 1) },
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: { title: 'File Too Large', message: 'File size must be less than 50MB' },
    });
  });

  it('cuts off a streamed file past 50 MB without holding it in memory, storing nothing', async () => {
    const { testApp, storedFiles } = await appWithVisibleStore();
    const staff = await createStaff(testApp);
    const { id } = await (await createResource(testApp, staff.cookie)).json();
    const head = new Uint8Array(1024 * 1024).fill(32);
    head.set(sampleMedia.mp4.subarray(0, 24));
    const filler = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      // Chunks arrive over time, as from a network, so the memory sampler gets to run.
      async pull(controller) {
        await new Promise((resolve) => setImmediate(resolve));
        if (sent >= 60) return controller.close();
        controller.enqueue(sent === 0 ? head : filler);
        sent += 1;
      },
    });
    const usedMemory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const before = usedMemory();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, usedMemory())), 2);
    const response = await uploadResourceFile(testApp, staff.cookie, id, body, 'long.mp4');
    clearInterval(sampler);
    expect(response.status).toBe(413);
    expect(peak - before).toBeLessThan(25 * 1024 * 1024);
    expect(sent).toBeLessThan(60);
    expect(storedFiles()).toEqual([]);
  });

  it('streams a file larger than the 1 MB limit of other API calls', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const file = Buffer.alloc(3 * 1024 * 1024, 32);
    sampleMedia.pdf.copy(file);
    const stored = await addResource(testApp, staff.cookie, { file, fileName: 'long.pdf' });
    expect(stored.fileSize).toBe(file.length);
  });
});

describe('a new resource with its file', () => {
  it('is created with the file in one step; a refused file creates nothing at all', async () => {
    const { testApp, storedFiles } = await appWithVisibleStore();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);

    const refused = await stageResourceFile(testApp, staff.cookie, sampleMedia.html, 'plan.pdf');
    expect(refused.status).toBe(415);
    expect(await testApp.db.select().from(resource)).toEqual([]);
    expect(await testApp.db.select().from(auditEvent)).toEqual([]);
    expect(storedFiles().filter((file) => file.startsWith('library'))).toEqual([]);

    const staged = await stageResourceFile(testApp, staff.cookie, sampleMedia.pdf, 'plan.pdf');
    expect(staged.status).toBe(201);
    const { fileToken, fileName } = await staged.json();
    expect(fileName).toBe('plan.pdf');
    const created = await createResource(testApp, staff.cookie, { title: 'Plan', fileToken });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ title: 'Plan', fileName: 'plan.pdf' });
    // Arrived with its file: news to every creator whose section is open, at once.
    expect(await notificationsOf(testApp, creator.cookie, 'resource-added')).toHaveLength(1);

    // One upload names one resource.
    const reused = await createResource(testApp, staff.cookie, { title: 'Again', fileToken });
    expect(reused.status).toBe(409);
  });

  it('refuses a forged or expired upload token, creating nothing', async () => {
    const clock = { now: new Date() };
    const testApp = await createTestApp({}, { clock: () => clock.now });
    const staff = await createStaff(testApp);
    const staged = await stageResourceFile(testApp, staff.cookie, sampleMedia.pdf);
    const { fileToken } = await staged.json();
    const [payload] = fileToken.split('.');
    const forged = `${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    expect((await createResource(testApp, staff.cookie, { fileToken: forged })).status).toBe(422);
    clock.now = new Date(clock.now.getTime() + 60 * 60 * 1000);
    const late = await createResource(testApp, staff.cookie, { fileToken });
    expect(late.status).toBe(422);
    expect(await late.json()).toMatchObject({ error: { title: 'Upload the File Again' } });
    expect(await testApp.db.select().from(resource)).toEqual([]);
  });
});

describe('replacing a resource’s file', () => {
  it('keeps the old file until the new one is stored, then removes it', async () => {
    const { testApp, storedFiles } = await appWithVisibleStore();
    const staff = await createStaff(testApp);
    const { id } = await addResource(testApp, staff.cookie, { fileName: 'first.pdf' });
    const firstKey = await fileKeyOf(testApp, id);
    expect(firstKey).toMatch(/^library\/\d+-[0-9a-f]{16}\.pdf$/);

    const refused = await uploadResourceFile(testApp, staff.cookie, id, sampleMedia.html, 'x.pdf');
    expect(refused.status).toBe(415);
    const stillFirst = await fetchResourceFile(testApp, staff.cookie, id);
    expect(stillFirst.headers.get('content-disposition')).toContain('first.pdf');
    expect(storedFiles()).toEqual([firstKey]);

    const replaced = await uploadResourceFile(
      testApp,
      staff.cookie,
      id,
      sampleMedia.png,
      'new.png',
    );
    expect(await replaced.json()).toMatchObject({ fileName: 'new.png', contentType: 'image/png' });
    const secondKey = await fileKeyOf(testApp, id);
    expect(storedFiles()).toEqual([secondKey]);
    const served = await fetchResourceFile(testApp, staff.cookie, id);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(sampleMedia.png);
  });

  it('leaves exactly one file when twenty replacements arrive together (the lock is proven on PostgreSQL)', async () => {
    const { testApp, storedFiles } = await appWithVisibleStore();
    const staff = await createStaff(testApp);
    const { id } = await addResource(testApp, staff.cookie);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        uploadResourceFile(testApp, staff.cookie, id, sampleMedia.png, `take-${index}.png`),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array<number>(20).fill(200));
    expect(storedFiles()).toEqual([await fileKeyOf(testApp, id)]);
  });

  it('stores nothing for a resource deleted before its file arrives', async () => {
    const { testApp, storedFiles } = await appWithVisibleStore();
    const staff = await createStaff(testApp);
    const { id } = await (await createResource(testApp, staff.cookie)).json();
    await studioAs(testApp, staff.cookie)[':resourceId'].$delete({ param: { resourceId: id } });
    const response = await uploadResourceFile(testApp, staff.cookie, id, sampleMedia.pdf);
    expect(response.status).toBe(404);
    expect(storedFiles()).toEqual([]);
  });
});
