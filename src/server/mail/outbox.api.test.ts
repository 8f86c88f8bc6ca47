import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxEmail } from '#server/db/schema/outbox.ts';
import { startSmtpSink, type ReceivedEmail } from '#testing/smtp-sink.ts';
import { getTestDatabase, resetDatabase } from '#testing/test-database.ts';
import { createLogTransport, createSmtpTransport } from './mail-transport.ts';
import { setOptedOut } from './email-opt-outs.ts';
import { createOutbox } from './outbox.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

const silent = pino({ level: 'silent' });
const unsubscribeLinks = createUnsubscribeLinks({
  appUrl: 'https://emberpath.example',
  secret: 'outbox-test-secret-long-enough-to-sign',
});
const email = { to: 'maya@example.com', subject: 'Your Ember Kit', text: 'It ships soon.' };
let closeServer: (() => Promise<void>) | undefined;

afterEach(async () => {
  await closeServer?.();
  closeServer = undefined;
});

describe('outbox', () => {
  it('stores each email and delivers it over SMTP without the caller waiting', async () => {
    const { db } = await getTestDatabase();
    await resetDatabase(db);
    const received: ReceivedEmail[] = [];
    const smtp = await startSmtpSink(received);
    closeServer = smtp.close;
    const outbox = createOutbox({
      db,
      transport: createSmtpTransport(
        `smtp://127.0.0.1:${smtp.port}`,
        'Emberpath <no-reply@localhost>',
      ),
      logger: silent,
      unsubscribeLinks,
    });

    const id = (await outbox.enqueue('kit-claim', email))!;
    const [queued] = await db.select().from(outboxEmail).where(eq(outboxEmail.id, id));
    expect(queued?.to).toBe('maya@example.com');

    await outbox.settle();
    const [sent] = await db.select().from(outboxEmail).where(eq(outboxEmail.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toBe('maya@example.com');
    expect(received[0]?.raw).toContain('Subject: Your Ember Kit');
  });

  it('keeps a failed email pending with the error, and retries it when due', async () => {
    const { db } = await getTestDatabase();
    await resetDatabase(db);
    const received: ReceivedEmail[] = [];
    const down = await startSmtpSink(received);
    const port = down.port;
    await down.close();
    const outbox = createOutbox({
      db,
      transport: createSmtpTransport(`smtp://127.0.0.1:${port}`, 'Emberpath <no-reply@localhost>'),
      logger: silent,
      unsubscribeLinks,
    });

    const id = (await outbox.enqueue('kit-claim', email))!;
    await outbox.settle();
    const [failed] = await db.select().from(outboxEmail).where(eq(outboxEmail.id, id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a sweep leaves it alone.
    await outbox.deliverDue();
    expect((await db.select().from(outboxEmail).where(eq(outboxEmail.id, id)))[0]?.attempts).toBe(
      1,
    );

    const up = await startSmtpSink(received, port);
    closeServer = up.close;
    await db
      .update(outboxEmail)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxEmail.id, id));
    await outbox.deliverDue();
    const [sent] = await db.select().from(outboxEmail).where(eq(outboxEmail.id, id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(received).toHaveLength(1);
  });

  it('prints emails to the log when no SMTP server is set', async () => {
    const { db } = await getTestDatabase();
    await resetDatabase(db);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const outbox = createOutbox({
      db,
      transport: createLogTransport(logger),
      logger,
      unsubscribeLinks,
    });

    const id = (await outbox.enqueue('password-reset', email))!;
    await outbox.settle();
    expect((await db.select().from(outboxEmail).where(eq(outboxEmail.id, id)))[0]?.status).toBe(
      'logged',
    );
    expect(lines.join('')).toContain('It ships soon.');
  });

  it('gives every optional email an unsubscribe link and List-Unsubscribe headers over SMTP', async () => {
    const { db } = await getTestDatabase();
    await resetDatabase(db);
    const received: ReceivedEmail[] = [];
    const smtp = await startSmtpSink(received);
    closeServer = smtp.close;
    const outbox = createOutbox({
      db,
      transport: createSmtpTransport(
        `smtp://127.0.0.1:${smtp.port}`,
        'Emberpath <no-reply@localhost>',
      ),
      logger: silent,
      unsubscribeLinks,
    });

    await outbox.enqueue('checkin-reminder', { ...email, to: 'Maya@Example.com' });
    await outbox.enqueue('password-reset', email);
    await outbox.settle();

    const [reminder, reset] = received.map((message) => message.raw.replace(/=\r\n/g, ''));
    const oneClick =
      /^List-Unsubscribe: <(https:\/\/emberpath\.example\/api\/unsubscribe\?token=[\w.-]+)>/m.exec(
        // Long header lines are folded onto the next line; unfold them before reading.
        reminder!.replace(/\r\n\s+/g, ' '),
      );
    expect(oneClick, reminder).not.toBeNull();
    expect(unsubscribeLinks.read(new URL(oneClick![1]!).searchParams.get('token')!)).toEqual({
      email: 'maya@example.com',
      kind: 'checkin-reminder',
    });
    expect(reminder).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(reminder).toContain('https://emberpath.example/unsubscribe?token=');
    // A security email the reader asked for has no unsubscribe: refusing it would lock them out.
    expect(reset).not.toMatch(/List-Unsubscribe/i);
    expect(reset).not.toContain('unsubscribe?token=');
  });

  it('queues nothing for an address that unsubscribed from that kind, in any letter case', async () => {
    const { db } = await getTestDatabase();
    await resetDatabase(db);
    const outbox = createOutbox({
      db,
      transport: createLogTransport(silent),
      logger: silent,
      unsubscribeLinks,
    });
    await setOptedOut(db, {
      email: 'MAYA@example.com',
      kind: 'checkin-reminder',
      isOptedOut: true,
    });

    expect(await outbox.enqueue('checkin-reminder', email)).toBeNull();
    expect(await outbox.enqueue('streak-at-risk', email)).toEqual(expect.any(Number));
    await outbox.settle();
    expect((await db.select().from(outboxEmail)).map((row) => row.kind)).toEqual([
      'streak-at-risk',
    ]);
  });
});
