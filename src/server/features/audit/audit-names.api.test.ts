import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser, DEFAULT_PASSWORD } from '#testing/auth-helpers.ts';
import { claimKit, finishRealmTasks, validClaim } from '#testing/journey-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

describe('the audit trail names people', { timeout: 60_000 }, () => {
  it('names who acted and the creator acted on, and a deleted account as such', async () => {
    const testApp = await createTestApp();
    const sam = await createStaff(testApp, { name: 'Sam Staff' });
    const kim = await createStaff(testApp, { name: 'Kim Staff' });
    const maya = await createUser(testApp, { name: 'Maya Rivera' });
    const ada = await createUser(testApp, { name: 'Ada Byron' });
    await finishRealmTasks(testApp, maya.cookie, 1);
    const claimed = await claimKit(testApp, maya.cookie, 1, validClaim);
    const { claim } = (await claimed.json()) as { claim: { id: number } };
    const admin = (cookie: string) => apiAs(testApp, cookie).admin;
    expect(
      (
        await admin(sam.cookie).claims[':claimId'].status.$post({
          param: { claimId: String(claim.id) },
          json: { status: 'packed' },
        })
      ).status,
    ).toBe(200);
    await admin(kim.cookie).insights.nudges.$post({ json: { userIds: [ada.id], message: 'Hi' } });
    // Kim leaves, and so does Ada: the trail still reads, saying their accounts are gone.
    for (const leaving of [kim, ada])
      expect(
        (
          await apiAs(testApp, leaving.cookie).account.delete.$post({
            json: { email: leaving.email, password: DEFAULT_PASSWORD },
          })
        ).status,
      ).toBe(200);

    const trail = await (await admin(sam.cookie).audit.$get({ query: {} })).json();
    const byAction = new Map(trail.items.map((item) => [item.action, item]));
    expect(byAction.get('kit-claim.status')).toMatchObject({
      actorName: 'Sam Staff',
      subject: { id: maya.id, name: 'Maya Rivera' },
      after: { status: 'packed' },
    });
    expect(byAction.get('creator.nudge')).toMatchObject({
      actorName: null,
      subject: { id: ada.id, name: null },
    });
  });
});
