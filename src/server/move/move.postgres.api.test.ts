import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createBackupArchive } from '#server/backup/backup-archive.ts';
import { lockDataDir } from '#server/data-dir.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { readEnv } from '#server/env.ts';
import { seedCurriculum } from '#server/features/curriculum/curriculum-seed.ts';
import { seedNudgeTemplates } from '#server/features/insights/nudge-templates-seed.ts';
import type { HostResolver } from '#server/features/webhooks/webhook-address.ts';
import type { FileStore } from '#server/storage/file-store.ts';
import { createLocalFileStore } from '#server/storage/local-file-store.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { tempDir } from '#testing/backup-helpers.ts';
import { makeBuddies } from '#testing/buddy-helpers.ts';
import {
  claimKit,
  finishRealmTasks,
  readProgress,
  sampleFiles,
  uploadWorksheet,
} from '#testing/journey-helpers.ts';
import { useLocalS3 } from '#testing/local-s3.ts';
import { assembleTestApp, type TestApp } from '#testing/test-app.ts';
import { createDatabase } from '#testing/test-database.ts';
import { runMove } from './move-run.ts';
import { SECRETS_ENV_FILE } from './move-secrets.ts';

const SECRET = 'the-secret-the-embedded-install-signs-with';
const VAPID_KEYS = webPush.generateVAPIDKeys();
const NOW = new Date('2026-11-20T10:00:00Z');
const s3 = useLocalS3();
// The webhook endpoint's host, answered without DNS.
const resolveHost: HostResolver = async () => [{ address: '127.0.0.1', family: 4 }];

/** The app on `database`, as a server on it would be (fixed clock, so answers compare whole). */
function appOn(database: DatabaseHandle, fileStore: FileStore, authSecret: string) {
  return assembleTestApp(
    database,
    { authSecret, webhooks: { allowsLoopback: true } },
    { fileStore, resolveHost, clock: () => NOW },
  );
}

/** What the creator and the staff member see: it must read the same after the move. */
async function answersOf(testApp: TestApp, cookies: Install['cookies']) {
  const creator = apiAs(testApp, cookies.creator);
  const staff = apiAs(testApp, cookies.staff);
  const download = async (cookie: string) => {
    const response = await apiAs(testApp, cookie).quests[':questId'].file.$get({
      param: { questId: 'r1-audience-map' },
      query: {},
    });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  return {
    me: await (await creator.me.$get()).json(),
    progress: await readProgress(testApp, cookies.creator),
    buddies: await (await creator.buddies.$get()).json(),
    notifications: await (await creator.notifications.$get()).json(),
    worksheets: { creator: await download(cookies.creator), buddy: await download(cookies.buddy) },
    claims: await (await staff.admin.claims.$get({ query: {} })).json(),
    webhooks: await (await staff.admin.webhooks.$get()).json(),
    insights: await (await staff.admin.insights.operations.$get({ query: {} })).json(),
  };
}

type Install = {
  dataDir: string;
  cookies: { creator: string; buddy: string; staff: string };
  answers: Awaited<ReturnType<typeof answersOf>>;
  worksheet: Buffer;
};

/** An embedded install on disk, filled through the app, then stopped as before a move. */
async function fillInstall(): Promise<Install> {
  const dataDir = tempDir('move-data');
  fs.writeFileSync(path.join(dataDir, 'auth-secret'), SECRET);
  fs.writeFileSync(path.join(dataDir, 'vapid-keys.json'), JSON.stringify(VAPID_KEYS));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    await database.migrate();
    await seedCurriculum({ db: database.db });
    await seedNudgeTemplates({ db: database.db });
    const testApp = appOn(database, createLocalFileStore(path.join(dataDir, 'uploads')), SECRET);
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const buddy = await createUser(testApp);
    // Buddies pair within one realm: before the creator moves on to realm 2.
    await makeBuddies(testApp, creator, buddy);
    await finishRealmTasks(testApp, creator.cookie, 1);
    expect((await claimKit(testApp, creator.cookie, 1)).status).toBe(201);
    // The buddy's own map, bytes no other file has (the creator's are the sample PDF).
    const worksheet = Buffer.concat([sampleFiles.pdf, Buffer.from('% the buddy’s own map\n')]);
    const upload = await uploadWorksheet(testApp, buddy.cookie, 'r1-audience-map', worksheet);
    expect(upload.status).toBe(200);
    await apiAs(testApp, creator.cookie).checkins.$post({ json: { response: 'Filmed an intro.' } });
    const endpoint = await apiAs(testApp, staff.cookie).admin.webhooks.$post({
      json: { url: 'http://hooks.invalid:9/in', eventTypes: ['quest.completed'] },
    });
    expect(endpoint.status).toBe(201);
    const cookies = { creator: creator.cookie, buddy: buddy.cookie, staff: staff.cookie };
    const answers = await answersOf(testApp, cookies);
    await testApp.outbox.settle();
    return { dataDir, cookies, answers, worksheet };
  } finally {
    await database.close();
  }
}

function moveEnv(dataDir: string, bucket = s3.settings().bucket) {
  const settings = s3.settings();
  return readEnv({
    DATA_DIR: dataDir,
    S3_BUCKET: bucket,
    S3_REGION: settings.region,
    S3_ENDPOINT: settings.endpoint,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
  });
}

async function relationsIn(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and c.relkind in ('r', 'S')`,
    );
    return rows.map((row) => row.name).sort();
  } finally {
    await client.end();
  }
}

let install: Install;
const opened: DatabaseHandle[] = [];
beforeAll(async () => {
  install = await fillInstall();
}, 180_000);
afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

describe('npm run move', { timeout: 120_000 }, () => {
  it('moves an embedded install into PostgreSQL and its files into the bucket, where the app finds everything', async () => {
    const url = await createDatabase('move_whole');
    const lines: string[] = [];
    const report = await runMove(['--to', url, '--files', 's3'], moveEnv(install.dataDir), (line) =>
      lines.push(line),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^Copying tables: \d+\/\d+ quest_answer \d+ rows$/),
    );
    const files = report.filesCopied;
    expect(files).toBeGreaterThan(1);
    expect(lines).toContain(`Copying files: ${files}/${files}`);
    expect(report.signIn).toEqual({ kind: 'checked', userId: expect.any(String) });

    // The servers on PostgreSQL take the secret from the file the move wrote.
    const envFile = path.join(install.dataDir, SECRETS_ENV_FILE);
    expect(fs.statSync(envFile).mode & 0o777).toBe(0o600);
    const authSecret = /^AUTH_SECRET=(.+)$/m.exec(fs.readFileSync(envFile, 'utf8'))?.[1];
    expect(authSecret).toBe(SECRET);
    expect(fs.readFileSync(envFile, 'utf8')).toContain(
      `VAPID_PUBLIC_KEY=${VAPID_KEYS.publicKey}\nVAPID_PRIVATE_KEY=${VAPID_KEYS.privateKey}\n`,
    );

    const database = await openDatabase({ kind: 'postgres', url });
    opened.push(database);
    await database.migrate();
    const moved = appOn(database, s3.store(), authSecret!);
    const answers = await answersOf(moved, install.cookies);
    expect(answers.worksheets.creator.status).toBe(200);
    expect(answers.worksheets.creator.bytes.equals(sampleFiles.pdf)).toBe(true);
    expect(answers.worksheets.buddy.bytes.equals(install.worksheet)).toBe(true);
    expect(answers.progress.streak).toEqual(install.answers.progress.streak);
    expect(answers.progress.streak.current).toBe(1);
    expect(answers).toEqual(install.answers);

    // Ids continue after the copied ones: the creator can keep working.
    const checkin = await apiAs(moved, install.cookies.creator).notifications['read-all'].$post();
    expect(checkin.status).toBe(200);
    const more = await createUser(moved);
    await finishRealmTasks(moved, more.cookie, 1);
  });

  it('moves a backup archive, its files and secrets into a new DATA_DIR beside the database', async () => {
    const archivePath = path.join(tempDir('move-archive'), 'backup.zip');
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(install.dataDir, 'db'),
    });
    try {
      const archive = await createBackupArchive(
        { database, dataDir: install.dataDir, uploadsAreLocal: true },
        { now: NOW },
      );
      await pipeline(archive, fs.createWriteStream(archivePath));
    } finally {
      await database.close();
    }
    const url = await createDatabase('move_archive');
    const dataDir = path.join(tempDir('move-new-data'), 'data');
    const lines: string[] = [];
    const report = await runMove(
      ['--to', url, '--from', archivePath],
      readEnv({ DATA_DIR: dataDir }),
      (line) => lines.push(line),
    );
    expect(report.filesCopied).toBeGreaterThan(1);
    expect(lines).toContain(`Copying files: ${report.filesCopied}/${report.filesCopied}`);
    expect(fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(SECRET);

    const moved = await openDatabase({ kind: 'postgres', url });
    opened.push(moved);
    const testApp = appOn(moved, createLocalFileStore(path.join(dataDir, 'uploads')), SECRET);
    const answers = await answersOf(testApp, install.cookies);
    expect(answers.worksheets.buddy.bytes.equals(install.worksheet)).toBe(true);
    expect(answers).toEqual(install.answers);
  });

  it('refuses a database that is not empty, and writes nothing there', async () => {
    const url = await createDatabase('move_occupied');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('create table notes (body text)');
    await client.end();
    const lines: string[] = [];
    // Before the install is opened: the lock a server would hold is not even asked for.
    const lock = lockDataDir(install.dataDir);
    onTestFinished(lock.release);
    await expect(
      runMove(['--to', url, '--files', 's3'], moveEnv(install.dataDir), (line) => lines.push(line)),
    ).rejects.toThrow(/is not empty \(it holds public\.notes…\).*Nothing was written/);
    expect(await relationsIn(url)).toEqual(['notes']);
    expect(lines.filter((line) => line.startsWith('Copying'))).toEqual([]);
  });

  it('refuses to run while a server holds DATA_DIR', async () => {
    const url = await createDatabase('move_locked');
    const lock = lockDataDir(install.dataDir);
    try {
      await expect(
        runMove(['--to', url], moveEnv(install.dataDir), () => undefined),
      ).rejects.toThrow(/is in use by another Emberpath process.*stop the server first/);
    } finally {
      lock.release();
    }
    expect(await relationsIn(url)).toEqual([]);
  });

  it('leaves the database empty when it fails, so a second run succeeds', async () => {
    const url = await createDatabase('move_again');
    // The bucket does not exist: the files fail after every row was copied.
    await expect(
      runMove(
        ['--to', url, '--files', 's3'],
        moveEnv(install.dataDir, 'no-such-bucket'),
        () => undefined,
      ),
    ).rejects.toThrow(/bucket/i);
    expect(await relationsIn(url)).toEqual([]);

    const report = await runMove(
      ['--to', url, '--files', 's3'],
      moveEnv(install.dataDir),
      () => undefined,
    );
    expect(report.signIn.kind).toBe('checked');
    const database = await openDatabase({ kind: 'postgres', url });
    opened.push(database);
    const moved = appOn(database, s3.store(), SECRET);
    const me = await apiAs(moved, install.cookies.creator).me.$get();
    expect(me.status).toBe(200);
  });
});
