import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useLocalS3 } from '#testing/local-s3.ts';
import { createFreshDatabase } from './support/fresh-database.ts';
import { runningServer } from './support/running-server.ts';
import { cookieOf, signUpThroughApi } from './support/sign-up.ts';

/**
 * `npm run move` as an operator runs it: refused beside the server that holds
 * DATA_DIR, then, the server stopped, into a new PostgreSQL database and the
 * files into a bucket; a server started on PostgreSQL with a DATA_DIR of its
 * own and the secrets the move wrote finds the creator signed in, their
 * worksheet and their streak.
 */

const WORKSHEET = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n% moved\n%%EOF\n',
);
const run = promisify(execFile);
const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `emberpath-${name}-`));
const s3 = useLocalS3();

function npmRunMove(args: string[], env: Record<string, string>) {
  return run('npm', ['run', '--silent', 'move', '--', ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

function s3Env(): Record<string, string> {
  const settings = s3.settings();
  return {
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ENDPOINT: settings.endpoint!,
    S3_ACCESS_KEY_ID: settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
  };
}

/** What the creator finds: who they are, their worksheet's bytes, their streak. */
async function whatTheCreatorFinds(baseUrl: string, cookie: string) {
  const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  const file = await fetch(`${baseUrl}/api/quests/r1-audience-map/file`, { headers: { cookie } });
  const progress = await fetch(`${baseUrl}/api/progress`, { headers: { cookie } });
  return {
    me: { status: me.status, id: ((await me.json()) as { id?: string }).id },
    file: { status: file.status, bytes: Buffer.from(await file.arrayBuffer()) },
    streak: ((await progress.json()) as { streak: unknown }).streak,
  };
}

describe('moving an embedded install to PostgreSQL', () => {
  it('refuses beside the server, then moves rows, files and secrets so the creator finds everything', async () => {
    const serverUrl = process.env.DATABASE_URL!;
    const database = await createFreshDatabase(serverUrl);
    try {
      const embeddedDir = tempDir('move-embedded');
      const embedded = await runningServer(embeddedDir, { RATE_LIMIT: 'false' });
      const signUp = await signUpThroughApi(embedded.baseUrl, { email: 'mover@emberpath.test' });
      expect(signUp.status).toBe(200);
      const cookie = cookieOf(signUp);
      const upload = await fetch(`${embedded.baseUrl}/api/quests/r1-audience-map/file`, {
        method: 'PUT',
        headers: { cookie, 'x-file-name': 'map.pdf' },
        body: new Uint8Array(WORKSHEET),
      });
      expect(upload.status).toBe(200);
      const checkin = await fetch(`${embedded.baseUrl}/api/checkins`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ response: 'Filmed an intro.' }),
      });
      expect(checkin.status).toBe(201);
      const before = await whatTheCreatorFinds(embedded.baseUrl, cookie);
      expect(before.file.bytes.equals(WORKSHEET)).toBe(true);

      const args = ['--to', database.url, '--files', 's3'];
      const beside = await npmRunMove(args, { DATA_DIR: embeddedDir, ...s3Env() });
      expect(beside.code).toBe(1);
      expect(beside.stderr).toMatch(
        /is in use by another Emberpath process.*stop the server first/,
      );
      await embedded.stop();

      const moved = await npmRunMove(args, { DATA_DIR: embeddedDir, ...s3Env() });
      expect(moved.code, moved.stderr).toBe(0);
      expect(moved.stdout).toMatch(/^Copying tables: \d+\/\d+ quest_answer 1 row$/m);
      // The worksheet and the default library's files the server seeded.
      expect(moved.stdout).toMatch(/^Copying files: (\d+)\/\1$/m);
      expect(moved.stdout).toContain('Sign-in check: a session cookie of the install is read');

      // A DATA_DIR of its own, empty: the secrets come from the settings the move wrote.
      const secrets = Object.fromEntries(
        fs
          .readFileSync(path.join(embeddedDir, 'postgres-secrets.env'), 'utf8')
          .trim()
          .split('\n')
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
      const onPostgres = await runningServer(tempDir('move-postgres'), {
        RATE_LIMIT: 'false',
        DATABASE_URL: database.url,
        ...s3Env(),
        ...secrets,
      });
      try {
        const after = await whatTheCreatorFinds(onPostgres.baseUrl, cookie);
        expect(after.me).toEqual(before.me);
        expect(after.file.status).toBe(200);
        expect(after.file.bytes.equals(WORKSHEET)).toBe(true);
        expect(after.streak).toEqual(before.streak);
      } finally {
        await onPostgres.stop();
      }
    } finally {
      await database.drop();
    }
  });
});
