import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { runningServer } from './support/running-server.ts';
import { cookieOf, signUpThroughApi } from './support/sign-up.ts';

/**
 * `npm run backup` against a server on PGlite while creators keep writing,
 * then `npm run restore` into a new DATA_DIR: every row of every table and
 * every file comes back as it was at the moment of the dump, and sessions
 * still work. The writes during the backup are single-row inserts made one
 * after another, so the dump holds exactly the first k of them.
 */

const TEXT_QUESTS = ['r1-origin-story', 'r1-idea-storm', 'r1-spark-reflection'];
const WORKSHEET_QUEST = 'r1-audience-map';
const LATE_CREATORS = 20;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const run = promisify(execFile);
const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `emberpath-${name}-`));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function npmRun(script: string, argument: string, env: Record<string, string>) {
  return run('npm', ['run', '--silent', script, '--', argument], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

/** A creator signed up on the server, with their id and session. */
async function createCreator(baseUrl: string, email: string) {
  const response = await signUpThroughApi(baseUrl, { email });
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, cookie: cookieOf(response) };
}

function send(baseUrl: string, cookie: string, method: string, url: string, body?: unknown) {
  const isFile = Buffer.isBuffer(body);
  return fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      cookie,
      ...(isFile ? { 'x-file-name': 'worksheet.pdf' } : { 'content-type': 'application/json' }),
    },
    body: isFile ? new Uint8Array(body) : JSON.stringify(body),
  });
}

/** One write of the storm: a new quest_answer row, with a file for the worksheet. */
type LateWrite = { userId: string; questId: string; request: () => Promise<Response> };

function lateWrites(baseUrl: string, creators: { id: string; cookie: string }[]): LateWrite[] {
  return creators.flatMap((creator, index) => [
    {
      userId: creator.id,
      questId: WORKSHEET_QUEST,
      request: () =>
        send(
          baseUrl,
          creator.cookie,
          'PUT',
          `/api/quests/${WORKSHEET_QUEST}/file`,
          worksheet(index),
        ),
    },
    ...TEXT_QUESTS.map((questId) => ({
      userId: creator.id,
      questId,
      request: () =>
        send(baseUrl, creator.cookie, 'POST', `/api/quests/${questId}/complete`, {
          content: `Written during the backup by creator ${index}.`,
        }),
    })),
  ]);
}

const worksheet = (index: number) => Buffer.concat([PDF, Buffer.from(`% creator ${index}\n`)]);

/** Every row of every table (drizzle's migration journal included), each as JSON text, sorted. */
async function readAllTables(dataDir: string): Promise<Map<string, string[]>> {
  const database = await PGlite.create(path.join(dataDir, 'db'));
  try {
    const tables = await database.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const contents = new Map<string, string[]>();
    for (const { schema, name } of tables.rows) {
      const rows = await database.query<{ row: string }>(
        `select row_to_json(t)::text as row from "${schema}"."${name}" t`,
      );
      contents.set(`${schema}.${name}`, rows.rows.map((row) => row.row).sort());
    }
    return contents;
  } finally {
    await database.close();
  }
}

/** Every file below DATA_DIR/uploads by its key. */
function readUploads(dataDir: string): Map<string, Buffer> {
  const root = path.join(dataDir, 'uploads');
  const files = new Map<string, Buffer>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full), fs.readFileSync(full));
  }
  return files;
}

function listModes(dir: string) {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => ({
    path: entry,
    mode: fs.statSync(path.join(dir, entry)).mode & 0o777,
  }));
}

describe('backups of the embedded database', () => {
  it('backs up a running server while creators write, and restores every row, file and session', async () => {
    const originalDir = tempDir('backup-original');
    const archivePath = path.join(tempDir('backup-archive'), 'emberpath.zip');
    // Twenty-odd sign-ups from one address in a few seconds: no rate limit in this test.
    const original = await runningServer(originalDir, { RATE_LIMIT: 'false' });

    // A creator with an answer, a worksheet, a check-in and a profile.
    const creator = await createCreator(original.baseUrl, 'keeper@example.com');
    const calls: [string, string, unknown][] = [
      ['POST', '/api/quests/r1-origin-story/complete', { content: 'Where it began.' }],
      ['PUT', `/api/quests/${WORKSHEET_QUEST}/file`, worksheet(-1)],
      ['POST', '/api/checkins', { response: 'Filmed the first scene.' }],
      ['PUT', '/api/profile', { name: 'Kay Keeper', bio: 'Bread films', links: [] }],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(original.baseUrl, creator.cookie, method, url, body)).ok, url).toBe(true);
    }
    const lateCreators = [];
    for (let index = 0; index < LATE_CREATORS; index += 1) {
      lateCreators.push(await createCreator(original.baseUrl, `late-${index}@example.com`));
    }
    // Their sign-up emails leave the outbox at once; give it a moment.
    await pause(1_000);

    // The storm: one write after another, until two have landed after the backup.
    const writes = lateWrites(original.baseUrl, lateCreators);
    let landed = 0;
    let landedWhenBackupEnded = Number.POSITIVE_INFINITY;
    const storm = (async () => {
      for (const write of writes) {
        expect((await write.request()).ok).toBe(true);
        landed += 1;
        if (landed >= landedWhenBackupEnded + 2) return;
        await pause(50);
      }
    })();
    const wrongToken = await fetch(`${original.baseUrl}/operator/backup`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-token-the-server-wrote-to-data-dir' },
    });
    expect(wrongToken.status).toBe(401);
    const backup = await npmRun('backup', archivePath, { DATA_DIR: originalDir });
    landedWhenBackupEnded = landed;
    await storm;
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('from the running server');
    expect(landed, 'the storm ran out before the backup ended').toBeGreaterThan(
      landedWhenBackupEnded,
    );
    expect(fs.statSync(archivePath).mode & 0o777).toBe(0o600);
    const again = await npmRun('backup', archivePath, { DATA_DIR: originalDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists already');
    await original.stop();
    expect(fs.existsSync(path.join(originalDir, 'operator.json'))).toBe(false);

    const restoredDir = path.join(tempDir('backup-restored'), 'data');
    const restore = await npmRun('restore', archivePath, { DATA_DIR: restoredDir });
    expect(restore.code, restore.stderr).toBe(0);
    expect(listModes(restoredDir).filter((entry) => (entry.mode & 0o077) !== 0)).toEqual([]);
    expect(fs.statSync(restoredDir).mode & 0o777).toBe(0o700);

    // Rows: the restored database is the original minus the storm's writes after the dump.
    const before = await readAllTables(originalDir);
    const after = await readAllTables(restoredDir);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect(after.get('public.user')!.length).toBe(LATE_CREATORS + 1);
    const answers = after
      .get('public.quest_answer')!
      .map(
        (row) => JSON.parse(row) as { user_id: string; quest_id: string; file_key: string | null },
      );
    const inDump = writes.map((write) =>
      answers.some((row) => row.user_id === write.userId && row.quest_id === write.questId),
    );
    const dumped = inDump.filter(Boolean).length;
    expect(inDump, 'the dump holds the first writes of the storm, and only those').toEqual(
      writes.map((_, index) => index < dumped),
    );
    expect(dumped).toBeGreaterThan(0);
    expect(dumped).toBeLessThan(landed);
    const afterDump = new Set(
      writes.slice(dumped).map((write) => `${write.userId} ${write.questId}`),
    );
    for (const [table, rows] of before) {
      // The insights' rollup is worked out from the other tables (decision 029): the storm's
      // late writes marked their creators stale in the original, and a restored server counts
      // whatever it finds stale.
      if (table.startsWith('public.insight_')) continue;
      const expected =
        table === 'public.quest_answer'
          ? rows.filter((row) => {
              const { user_id, quest_id } = JSON.parse(row) as Record<string, string>;
              return !afterDump.has(`${user_id} ${quest_id}`);
            })
          : rows;
      expect(after.get(table), table).toEqual(expected);
    }

    // Files: each restored one as it was; each one a dumped row names is there.
    const originalFiles = readUploads(originalDir);
    const restoredFiles = readUploads(restoredDir);
    for (const [key, bytes] of restoredFiles) expect(originalFiles.get(key), key).toEqual(bytes);
    const lateUploads = new Set(
      writes.slice(dumped).map((write) => `worksheets/${write.userId}/${write.questId}/`),
    );
    for (const key of originalFiles.keys()) {
      const fromLateUpload = [...lateUploads].some((prefix) => key.startsWith(prefix));
      if (!fromLateUpload) expect(restoredFiles.has(key), key).toBe(true);
    }
    for (const { file_key: fileKey } of answers) {
      if (fileKey) expect(restoredFiles.has(fileKey), fileKey).toBe(true);
    }

    // Refusals: a DATA_DIR in use, a damaged archive.
    const occupied = await npmRun('restore', archivePath, { DATA_DIR: restoredDir });
    expect(occupied.code).toBe(1);
    expect(occupied.stderr).toContain('is not empty');
    const damagedPath = path.join(path.dirname(archivePath), 'damaged.zip');
    const archive = fs.readFileSync(archivePath);
    fs.writeFileSync(damagedPath, archive.subarray(0, archive.length / 2));
    const damagedDir = path.join(tempDir('backup-damaged'), 'data');
    const damaged = await npmRun('restore', damagedPath, { DATA_DIR: damagedDir });
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain('cannot be restored');
    // Left as it was found but for the lock's file, which is never deleted: still empty to a restore.
    expect(fs.readdirSync(damagedDir)).toEqual(['emberpath.lock']);
    expect((await npmRun('restore', archivePath, { DATA_DIR: damagedDir })).code).toBe(0);

    // A server on the restored DATA_DIR: the creator is still signed in, the worksheet still theirs.
    const restored = await runningServer(restoredDir, { RATE_LIMIT: 'false' });
    const me = await send(restored.baseUrl, creator.cookie, 'GET', '/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: 'keeper@example.com' } });
    const file = await send(
      restored.baseUrl,
      creator.cookie,
      'GET',
      `/api/quests/${WORKSHEET_QUEST}/file`,
    );
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(worksheet(-1));
    await restored.stop();
    // Two servers, forty-odd sign-ups and uploads, three CLI runs: generous on a busy machine.
  }, 240_000);

  it('says npm run backup and restore are for the embedded database on PostgreSQL', async () => {
    const env = { DATA_DIR: tempDir('backup-postgres'), DATABASE_URL: 'postgres://127.0.0.1/none' };
    for (const script of ['backup', 'restore']) {
      const result = await npmRun(script, 'emberpath.zip', env);
      expect(result.code, script).toBe(1);
      expect(result.stderr, script).toMatch(/for the embedded database \(PGlite\)/);
      expect(result.stderr, script).toContain('"Backups" in README.md');
    }
  });
});
