import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notification } from '#server/db/schema/notifications.ts';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { claimKit, finishRealmTasks } from '#testing/journey-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import {
  postNotification,
  pruneReadNotifications,
  type NotificationInput,
} from './notifications.service.ts';

const reminderFor = (recipientId: string, title = 'Time for your check-in'): NotificationInput => ({
  recipientId,
  kind: 'checkin-reminder',
  title,
  body: 'A few words about today keep the fire lit.',
  actionPath: '/',
});

async function bellOf(testApp: TestApp, cookie: string) {
  const response = await apiAs(testApp, cookie).notifications.$get();
  expect(response.status).toBe(200);
  return response.json();
}

async function unreadCountOf(testApp: TestApp, cookie: string) {
  return (await (await apiAs(testApp, cookie).notifications['unread-count'].$get()).json())
    .unreadCount;
}

describe('notifications', () => {
  it('lists the newest first with the unread count, and marks one or all read', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    expect(await bellOf(testApp, creator.cookie)).toEqual({ notifications: [], unreadCount: 0 });

    const firstId = await postNotification(testApp.db, reminderFor(creator.id, 'First'));
    await postNotification(testApp.db, reminderFor(creator.id, 'Second'));
    const bell = await bellOf(testApp, creator.cookie);
    expect(bell.unreadCount).toBe(2);
    expect(bell.notifications.map((item) => item.title)).toEqual(['Second', 'First']);
    expect(bell.notifications[0]).toMatchObject({
      kind: 'checkin-reminder',
      body: 'A few words about today keep the fire lit.',
      actionPath: '/',
      readAt: null,
    });
    expect(Date.parse(bell.notifications[0]!.createdAt)).not.toBeNaN();
    expect(await unreadCountOf(testApp, creator.cookie)).toBe(2);

    const api = apiAs(testApp, creator.cookie).notifications;
    const read = await api[':notificationId'].read.$post({
      param: { notificationId: String(firstId) },
    });
    expect(read.status).toBe(200);
    const { notification: readOne } = await read.json();
    expect(readOne).toMatchObject({ id: firstId, title: 'First' });
    expect(readOne.readAt).not.toBeNull();
    expect(await unreadCountOf(testApp, creator.cookie)).toBe(1);

    // Reading it again is harmless and keeps the first reading time.
    const again = await api[':notificationId'].read.$post({
      param: { notificationId: String(firstId) },
    });
    expect((await again.json()).notification.readAt).toBe(readOne.readAt);

    expect(await (await api['read-all'].$post()).json()).toEqual({ unreadCount: 0 });
    expect(await unreadCountOf(testApp, creator.cookie)).toBe(0);
    expect((await bellOf(testApp, creator.cookie)).notifications).toHaveLength(2);
  });

  it('keeps creators apart: another’s notification is a 404 and stays unread', async () => {
    const testApp = await createTestApp();
    const owner = await createUser(testApp);
    const other = await createUser(testApp);
    const id = await postNotification(testApp.db, reminderFor(owner.id));

    expect(await bellOf(testApp, other.cookie)).toEqual({ notifications: [], unreadCount: 0 });
    const api = apiAs(testApp, other.cookie).notifications;
    const stolen = await api[':notificationId'].read.$post({
      param: { notificationId: String(id) },
    });
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    await api['read-all'].$post();
    expect(await unreadCountOf(testApp, owner.cookie)).toBe(1);

    const missing = await api[':notificationId'].read.$post({
      param: { notificationId: '999999' },
    });
    expect(missing.status).toBe(404);
    const malformed = await api[':notificationId'].read.$post({ param: { notificationId: 'abc' } });
    expect(malformed.status).toBe(422);
  });

  it('posts "realm unlocked" inside the kit claim’s transaction, once however often it is sent (the lock is proven on PostgreSQL)', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    await finishRealmTasks(testApp, creator.cookie, 1);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await claimKit(testApp, creator.cookie, 1)).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);

    const bell = await bellOf(testApp, creator.cookie);
    expect(bell.unreadCount).toBe(1);
    expect(bell.notifications).toEqual([
      expect.objectContaining({
        kind: 'realm-unlocked',
        title: 'Realm 2: Structure Unlocked!',
        actionPath: '/quests?realm=2',
      }),
    ]);
  });

  it('rolls back with the caller’s transaction, and refuses a path outside the app', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    await expect(
      testApp.db.transaction(async (tx) => {
        await postNotification(tx, reminderFor(creator.id));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    for (const actionPath of ['//evil.example/x', 'https://evil.example', '/\\evil', 'quests']) {
      await expect(
        postNotification(testApp.db, { ...reminderFor(creator.id), actionPath }),
      ).rejects.toThrow(/app path/);
    }
    expect(await unreadCountOf(testApp, creator.cookie)).toBe(0);
  });

  it('prunes read notifications after 90 days, never unread ones', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const now = new Date('2026-11-21T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const oldRead = await postNotification(testApp.db, reminderFor(creator.id, 'Old and read'));
    const recentRead = await postNotification(testApp.db, reminderFor(creator.id, 'Recent'));
    const oldUnread = await postNotification(testApp.db, reminderFor(creator.id, 'Old, unread'));
    const set = (id: number, values: Partial<typeof notification.$inferInsert>) =>
      testApp.db.update(notification).set(values).where(eq(notification.id, id));
    await set(oldRead, { createdAt: daysAgo(120), readAt: daysAgo(91) });
    await set(recentRead, { createdAt: daysAgo(100), readAt: daysAgo(89) });
    await set(oldUnread, { createdAt: daysAgo(200) });

    expect(await pruneReadNotifications(testApp, { now })).toEqual({ deleted: 1 });
    const titles = (await bellOf(testApp, creator.cookie)).notifications.map((item) => item.title);
    expect(titles.sort()).toEqual(['Old, unread', 'Recent']);
  });
});
