import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worksheetTemplates } from '#content/worksheets.ts';
import { sampleFiles } from '#testing/journey-helpers.ts';
import { useLocalS3 } from '#testing/local-s3.ts';
import { freePort, startServer, waitForReady } from '#testing/server-process.ts';
import { startSmtpSink } from '#testing/smtp-sink.ts';
import { startWebhookReceiver } from '#testing/webhook-receiver.ts';
import { createFreshDatabase } from './support/fresh-database.ts';

const PASSWORD = 'ember-path-2026';
/** The address a load balancer would serve: links in emails point there, and no process listens on it. */
const PUBLIC_URL = 'http://emberpath.test';
const VERIFY_SUBJECT = 'Confirm your email for Emberpath';
const RESET_SUBJECT = 'Reset your Emberpath password';
const CHANGE_SUBJECT = 'Confirm your new email for Emberpath';
const REMINDER_SUBJECT = 'Time for your daily check-in';
/** Creators given a due reminder straight in the database, so the start ticks have work to share. */
const BULK_REMINDED = 100;

type Server = Awaited<ReturnType<typeof startAppServer>>;

/** One app process as `npm start` runs it, with its own DATA_DIR and everything else shared. */
async function startAppServer(name: string, sharedEnv: Record<string, string>) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `emberpath-${name}-`));
  const app = startServer({ ...sharedEnv, PORT: String(port), DATA_DIR: dataDir });
  await waitForReady(baseUrl, app.child, () => JSON.stringify(app.output()));
  return {
    name,
    baseUrl,
    /** Stops it as a deploy would (SIGTERM), after checking its log holds no error. */
    async stop() {
      app.child.kill('SIGTERM');
      expect(await app.exit, `${name} exit code`).toBe(0);
      // A race lost between the processes (a migration, a seed, a claim) shows up here first.
      const errors = app
        .output()
        .stdout.split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
      expect(errors, `${name} logged errors`).toEqual([]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the proxy forwards: the request, with the client's address appended to X-Forwarded-For. */
function call(
  server: Server,
  pathAndQuery: string,
  options: {
    method?: string;
    json?: unknown;
    body?: BodyInit;
    headers?: Record<string, string>;
    cookie?: string;
    clientIp?: string;
  } = {},
) {
  const headers: Record<string, string> = {
    'x-forwarded-for': options.clientIp ?? '192.0.2.1',
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.baseUrl}${pathAndQuery}`, {
    method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
    headers,
    body: options.json === undefined ? options.body : JSON.stringify(options.json),
    redirect: 'manual',
  });
}

const cookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Without DATABASE_URL this file is left out of the run (vitest.projects.ts), and the run says so.
// In order: the tests share the two servers, and one restarts them.
describe.sequential(
  'two app processes on one PostgreSQL database and one S3 bucket (run only with DATABASE_URL)',
  () => {
    const s3 = useLocalS3();
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    let database: Awaited<ReturnType<typeof createFreshDatabase>>;
    let sql: pg.Client;
    let sharedEnv: Record<string, string>;
    let servers: [Server, Server];
    let clientCount = 0;

    const startBoth = async () => {
      // At the same moment, as after a deploy: both migrate, seed and run their jobs at once.
      servers = await Promise.all([startAppServer('a', sharedEnv), startAppServer('b', sharedEnv)]);
    };
    const stopBoth = async () => {
      await Promise.all(servers.map((server) => server.stop()));
    };
    const query = async <Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
      (await sql.query<Row>(text, values)).rows;

    /** The newest email to `to` with this subject, waiting for it to arrive (up to 10 s). */
    async function emailTo(to: string, subject: string) {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const email = smtp.received.findLast(
          (candidate) => candidate.to === to && candidate.subject === subject,
        );
        if (email) return email;
        await wait(100);
      }
      throw new Error(`no email "${subject}" to ${to}`);
    }

    /**
     * Confirms an address through `server` as its page does: the emailed link's
     * token with the account's password (decision 006).
     */
    async function confirmThrough(server: Server, email: string) {
      const link = new URL(/https?:\/\/\S+/.exec((await emailTo(email, VERIFY_SUBJECT)).text)![0]);
      expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/auth/confirm-email`);
      return call(server, '/api/auth/confirm-email', {
        json: { token: link.searchParams.get('token'), password: PASSWORD },
      });
    }

    /** Signs up through one process and confirms the address through the other; returns a session. */
    async function signUpVerified(signUpVia: Server, verifyVia: Server, email: string) {
      clientCount += 1;
      const clientIp = `198.51.100.${clientCount}`;
      const signUp = await call(signUpVia, '/api/auth/sign-up/email', {
        json: { email, password: PASSWORD, name: '' },
        clientIp,
      });
      expect(signUp.status).toBe(200);
      const verified = await confirmThrough(verifyVia, email);
      expect(verified.status).toBe(200);
      return cookieFrom(verified);
    }

    /** Waits until no email is waiting in the outbox, then a little longer for a late duplicate. */
    async function drainOutbox() {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const pending = await query(`select id from outbox_email where status = 'pending'`);
        if (pending.length === 0) break;
        await wait(100);
      }
      await wait(1500);
    }

    /** Every email the outbox holds reached the SMTP server exactly once, on its first attempt. */
    async function expectEachEmailSentOnce() {
      const rows = await query<{ to: string; subject: string; status: string; attempts: number }>(
        'select "to", subject, status, attempts from outbox_email order by id',
      );
      expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
      const key = (email: { to: string; subject: string }) => `${email.to} | ${email.subject}`;
      expect(smtp.received.map(key).sort()).toEqual(rows.map(key).sort());
    }

    beforeAll(async () => {
      smtp = await startSmtpSink();
      database = await createFreshDatabase(process.env.DATABASE_URL!);
      sql = new pg.Client({ connectionString: database.url });
      const vapid = webPush.generateVAPIDKeys();
      const bucket = s3.settings();
      sharedEnv = {
        DATABASE_URL: database.url,
        APP_URL: PUBLIC_URL,
        // Shared, or a session signed by one process is refused by the other.
        AUTH_SECRET: 'two-processes-share-this-secret-of-32-characters-or-more',
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Emberpath <no-reply@emberpath.test>',
        S3_BUCKET: bucket.bucket,
        S3_ENDPOINT: bucket.endpoint!,
        S3_REGION: bucket.region,
        S3_ACCESS_KEY_ID: bucket.accessKeyId!,
        S3_SECRET_ACCESS_KEY: bucket.secretAccessKey!,
        RATE_LIMIT: 'true',
        // The test plays the proxy: each request says which client it comes from.
        TRUST_PROXY: 'true',
        // Webhooks reach the test's receiver on 127.0.0.1, which production refuses (and refuses
        // this setting). NODE_ENV only chooses RATE_LIMIT's default otherwise, set above.
        NODE_ENV: 'test',
        WEBHOOKS_ALLOW_LOOPBACK: 'true',
      };
      await startBoth();
      await sql.connect();
    });

    afterAll(async () => {
      try {
        if (servers) await stopBoth();
      } finally {
        await sql?.end();
        await database?.drop();
        await smtp?.close();
      }
    });

    it('migrates and seeds the default worksheets once when both start together on a new database', async () => {
      const counts = await query(
        `select (select count(*)::int from library_default_seed) as seeds,
                (select count(*)::int from resource) as resources`,
      );
      expect(counts).toEqual([
        { seeds: worksheetTemplates.length, resources: worksheetTemplates.length },
      ]);
    });

    it('shares sessions: a session made by one process works on the other, and ends on both', async () => {
      const [a, b] = servers;
      const email = 'maya@emberpath.test';
      const verifiedOnB = await signUpVerified(a, b, email);
      const meOnA = await call(a, '/api/me', { cookie: verifiedOnB });
      expect(meOnA.status).toBe(200);
      expect(((await meOnA.json()) as { user: { email: string } }).user.email).toBe(email);

      const signIn = await call(a, '/api/auth/sign-in/email', {
        json: { email, password: PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const signedInOnA = cookieFrom(signIn);
      expect((await call(b, '/api/me', { cookie: signedInOnA })).status).toBe(200);

      expect((await call(b, '/api/auth/sign-out', { json: {}, cookie: signedInOnA })).status).toBe(
        200,
      );
      expect((await call(a, '/api/me', { cookie: signedInOnA })).status).toBe(401);
      expect((await call(a, '/api/me', { cookie: verifiedOnB })).status).toBe(200);
    });

    it('sends every email exactly once, whichever process queued it and whichever delivers it', async () => {
      const creators = Array.from({ length: 6 }, (_, index) => ({
        email: `creator-${index}@emberpath.test`,
        newEmail: `creator-${index}.new@emberpath.test`,
        // Each creator from an address of their own: five sign-ups a minute is per address.
        clientIp: `203.0.113.${index + 10}`,
        // Even creators start on A, odd ones on B; the next step goes through the other.
        first: servers[index % 2]!,
        other: servers[(index + 1) % 2]!,
      }));

      // All at once, so both processes queue and deliver at the same time.
      await Promise.all(
        creators.map(async ({ email, clientIp, first }) => {
          const signUp = await call(first, '/api/auth/sign-up/email', {
            json: { email, password: PASSWORD, name: '' },
            clientIp,
          });
          expect(signUp.status).toBe(200);
        }),
      );
      await Promise.all(
        creators.map(async ({ email, clientIp, first, other }) => {
          // Not yet confirmed: signing in sends a fresh link.
          const unconfirmed = await call(other, '/api/auth/sign-in/email', {
            json: { email, password: PASSWORD },
            clientIp,
          });
          expect(unconfirmed.status).toBe(403);
          const reset = await call(first, '/api/auth/request-password-reset', {
            json: { email, redirectTo: '/auth/reset-password' },
            clientIp,
          });
          expect(reset.status).toBe(200);
        }),
      );
      await Promise.all(
        creators.map(async ({ email, newEmail, clientIp, first, other }) => {
          const verified = await confirmThrough(other, email);
          expect(verified.status).toBe(200);
          const change = await call(first, '/api/auth/change-email', {
            json: { newEmail, callbackURL: '/profile/settings' },
            cookie: cookieFrom(verified),
            clientIp,
          });
          expect(change.status).toBe(200);
          await emailTo(newEmail, CHANGE_SUBJECT);
        }),
      );

      await drainOutbox();
      for (const { email, newEmail } of creators) {
        const subjectsTo = (to: string) =>
          smtp.received
            .filter((received) => received.to === to)
            .map((received) => received.subject);
        expect(subjectsTo(email).sort()).toEqual([VERIFY_SUBJECT, VERIFY_SUBJECT, RESET_SUBJECT]);
        expect(subjectsTo(newEmail)).toEqual([CHANGE_SUBJECT]);
      }
      await expectEachEmailSentOnce();
    });

    it('counts a rate limit across both processes: it trips at the same total as on one', async () => {
      const [a, b] = servers;
      const fromOneClient = '203.0.113.99';
      const signInStatuses: number[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const response = await call(attempt % 2 === 0 ? a : b, '/api/auth/sign-in/email', {
          // A different unknown address each time: only the per-client limit can refuse.
          json: { email: `nobody-${attempt}@emberpath.test`, password: PASSWORD },
          clientIp: fromOneClient,
        });
        signInStatuses.push(response.status);
      }
      // Five a minute per address (decision 003), wherever each attempt lands.
      expect(signInStatuses).toEqual([401, 401, 401, 401, 401, 429, 429]);

      const resetStatuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await call(attempt % 2 === 0 ? b : a, '/api/auth/request-password-reset', {
          json: { email: `nobody-${attempt}@emberpath.test`, redirectTo: '/auth/reset-password' },
          clientIp: fromOneClient,
        });
        resetStatuses.push(response.status);
      }
      // Three a minute per address.
      expect(resetStatuses).toEqual([200, 200, 200, 429, 429]);

      // Another client is not held back by it, on either process.
      const otherClient = await call(b, '/api/auth/sign-in/email', {
        json: { email: 'nobody@emberpath.test', password: PASSWORD },
        clientIp: '203.0.113.100',
      });
      expect(otherClient.status).toBe(401);
    });

    it('keeps uploads in the shared bucket: stored through one process, served by the other', async () => {
      const [a, b] = servers;
      const cookie = await signUpVerified(b, a, 'uploader@emberpath.test');
      const upload = await call(a, '/api/quests/r1-audience-map/file', {
        method: 'PUT',
        body: sampleFiles.pdf,
        headers: { 'x-file-name': 'audience.pdf' },
        cookie,
      });
      expect(upload.status).toBe(200);
      const download = await call(b, '/api/quests/r1-audience-map/file', { cookie });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(sampleFiles.pdf);
    });

    it('sends each due reminder once when both processes restart together and find them due', async () => {
      // Two set up through the app, and enough others that both processes' first ticks overlap.
      const creators = await Promise.all(
        ['a', 'b'].map(async (letter, index) => {
          const email = `reminded-${letter}@emberpath.test`;
          const cookie = await signUpVerified(servers[index]!, servers[1 - index]!, email);
          const reminder = await call(servers[1 - index]!, '/api/reminders', {
            method: 'PUT',
            json: { isEnabled: true, localTime: '00:00' },
            cookie,
          });
          expect(reminder.status).toBe(200);
          return { email, cookie };
        }),
      );
      await query(
        `insert into "user" (id, name, email, email_verified)
         select 'bulk-' || n, 'Bulk ' || n, 'bulk-' || n || '@emberpath.test', true
         from generate_series(1, $1::int) n`,
        [BULK_REMINDED],
      );
      await query(
        `insert into reminder_setting (user_id, is_enabled, local_time)
         select 'bulk-' || n, true, '00:00' from generate_series(1, $1::int) n`,
        [BULK_REMINDED],
      );
      await drainOutbox();
      // Due a minute ago: today's 00:00 UTC has passed, and nobody has checked in.
      await query(`update reminder_setting set next_due_at = now() - interval '1 minute'`);

      // Each process's scheduler ticks as it starts.
      await stopBoth();
      await startBoth();
      for (let attempt = 0; attempt < 150; attempt += 1) {
        const due = await query(`select user_id from reminder_setting where next_due_at <= now()`);
        if (due.length === 0) break;
        await wait(100);
      }
      await drainOutbox();

      const reminded = await query<{ email: string; notifications: number }>(
        `select u.email, (select count(*)::int from notification n
                          where n.recipient_id = u.id and n.kind = 'checkin-reminder') as notifications
         from reminder_setting r join "user" u on u.id = r.user_id`,
      );
      expect(reminded).toHaveLength(BULK_REMINDED + creators.length);
      expect(reminded.filter((row) => row.notifications !== 1)).toEqual([]);
      const reminderEmails = smtp.received.filter((email) => email.subject === REMINDER_SUBJECT);
      expect(reminderEmails.map((email) => email.to).sort()).toEqual(
        reminded.map((row) => row.email).sort(),
      );
      await expectEachEmailSentOnce();

      // The sessions made before the restart still work, on either process.
      for (const [index, { cookie }] of creators.entries()) {
        expect((await call(servers[index]!, '/api/me', { cookie })).status).toBe(200);
      }
    });

    it('shows a realm published through one process on the other within a second', async () => {
      const [a, b] = servers;
      const staffEmail = 'studio@emberpath.test';
      const staff = await signUpVerified(a, b, staffEmail);
      // The operator's step (npm run staff:grant) in one statement.
      await query(`update "user" set role = 'staff', staff_roles = '{admin}' where email = $1`, [
        staffEmail,
      ]);
      const creator = await signUpVerified(b, a, 'reader@emberpath.test');
      const openOn = async (server: Server) =>
        (
          (await (await call(server, '/api/curriculum', { cookie: creator })).json()) as {
            openRealmIds: number[];
          }
        ).openRealmIds;
      // B has the curriculum cached before A changes it.
      expect(await openOn(b)).toEqual([1, 2, 3]);

      for (const isFinal of [false, true]) {
        const added = await call(a, '/api/admin/programme/realms/4/quests', {
          cookie: staff,
          json: {
            type: 'journal',
            title: isFinal ? 'Sound the Horn' : 'Find Your Frequency',
            description: 'A quest.',
            prompt: 'Write it.',
            affirmation: 'It is written.',
            isFinal,
          },
        });
        expect(added.status).toBe(201);
      }
      const words = await call(a, '/api/admin/programme/realms/4', {
        method: 'PATCH',
        cookie: staff,
        json: { description: 'Let your work be heard.', kitDescription: 'A megaphone.' },
      });
      expect(words.status).toBe(200);
      const published = await call(a, '/api/admin/programme/realms/4/publish', {
        cookie: staff,
        json: {},
      });
      expect(published.status).toBe(200);
      const publishedAt = performance.now();
      let seenAfterMs = Number.POSITIVE_INFINITY;
      while (performance.now() - publishedAt < 3_000) {
        if ((await openOn(b)).includes(4)) {
          seenAfterMs = performance.now() - publishedAt;
          break;
        }
        await wait(50);
      }
      expect(seenAfterMs).toBeLessThan(1_000);
    });

    it('delivers each webhook once, in order per creator, whichever process wrote or sends it', async () => {
      const [a, b] = servers;
      const receiver = await startWebhookReceiver();
      try {
        const staffEmail = 'hooks@emberpath.test';
        const staff = await signUpVerified(a, b, staffEmail);
        await query(`update "user" set role = 'staff', staff_roles = '{admin}' where email = $1`, [
          staffEmail,
        ]);
        const added = await call(b, '/api/admin/webhooks', {
          cookie: staff,
          json: { url: receiver.url, eventTypes: ['quest.completed'] },
        });
        expect(added.status).toBe(201);
        const creators = [
          await signUpVerified(a, b, 'hooked-1@emberpath.test'),
          await signUpVerified(b, a, 'hooked-2@emberpath.test'),
        ];
        const questIds = ['r1-origin-story', 'r1-idea-storm', 'r1-spark-reflection'];
        // Each creator's quests alternate between the processes, both creators at once.
        await Promise.all(
          creators.map(async (cookie, creatorIndex) => {
            for (const [index, questId] of questIds.entries()) {
              const response = await call(
                servers[(index + creatorIndex) % 2]!,
                `/api/quests/${questId}/complete`,
                {
                  cookie,
                  json: { content: 'Written.' },
                },
              );
              expect(response.status).toBe(200);
            }
          }),
        );
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const pending = await query(
            `select id from webhook_delivery where status <> 'delivered'`,
          );
          if (pending.length === 0) break;
          await wait(100);
        }
        // Both processes poll every 2 s: long enough for a late duplicate to show.
        await wait(2500);
        const rows = await query<{ message_id: string; attempts: number }>(
          'select message_id, attempts from webhook_delivery order by id',
        );
        expect(rows).toHaveLength(6);
        expect(rows.every((row) => row.attempts === 1)).toBe(true);
        const ids = receiver.received.map((message) => message.headers['webhook-id']);
        expect(ids.sort()).toEqual(rows.map((row) => row.message_id).sort());
        const byCreator = new Map<unknown, unknown[]>();
        for (const message of receiver.received) {
          const data = (
            JSON.parse(message.body) as { data: { creatorId: string; questId: string } }
          ).data;
          byCreator.set(data.creatorId, [...(byCreator.get(data.creatorId) ?? []), data.questId]);
        }
        expect([...byCreator.values()]).toEqual([questIds, questIds]);
      } finally {
        await receiver.close();
      }
    });
  },
);
