import { afterEach, describe, expect, it } from 'vitest';
import { webhookEventTypes, type WebhookMessageType } from '#shared/schemas/webhooks.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { makeBuddies } from '#testing/buddy-helpers.ts';
import {
  createEligibleCreator,
  invitationCodeFor,
  inviteFor,
  joinThroughInvitation,
  sendInvite,
} from '#testing/invite-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';
import { startWebhookReceiver } from '#testing/webhook-receiver.ts';
import { webhookMessageSchema, webhookPayloadVersion } from './webhook-messages.ts';
import { readyToPublish } from '#testing/programme-helpers.ts';

const receivers: Awaited<ReturnType<typeof startWebhookReceiver>>[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

const quest = (title: string) => ({
  type: 'journal' as const,
  title,
  description: `${title}, in a sentence.`,
  prompt: `Write about ${title.toLowerCase()}.`,
  affirmation: `${title} is mine.`,
});

describe('webhook messages', () => {
  it('sends every event as its description says, answers included where chosen', async () => {
    const testApp = await createTestApp({ webhooks: { allowsLoopback: true } });
    const staff = await createStaff(testApp);
    const receiver = await startWebhookReceiver([], { includesAnswers: true });
    receivers.push(receiver);
    const added = await apiAs(testApp, staff.cookie).admin.webhooks.$post({
      json: { url: receiver.url, eventTypes: [...webhookEventTypes], includesAnswers: true },
    });
    expect(added.status).toBe(201);

    // Realms 1 and 2, each kit claimed: quests, realms and kits; then one invitation, accepted.
    const inviter = await createEligibleCreator(testApp, { name: 'Maya Rivera' });
    expect((await sendInvite(testApp, inviter.cookie, inviteFor('noor@example.com'))).status).toBe(
      201,
    );
    const code = await invitationCodeFor(testApp, 'noor@example.com');
    await joinThroughInvitation(testApp, code, 'noor@example.com');
    await makeBuddies(testApp, await createUser(testApp), await createUser(testApp));
    await apiAs(testApp, inviter.cookie).checkins.$post({ json: { response: 'A good day' } });
    const claims = await (
      await apiAs(testApp, staff.cookie).admin.claims.$get({ query: {} })
    ).json();
    await apiAs(testApp, staff.cookie).admin.claims[':claimId'].status.$post({
      param: { claimId: String(claims.items[0]!.id) },
      json: { status: 'packed' },
    });
    // The inviter's final tasks wait for feedback; a coach sends one.
    const queue = await (
      await apiAs(testApp, staff.cookie).admin.reviews.$get({ query: {} })
    ).json();
    await apiAs(testApp, staff.cookie).admin.reviews[':requestId'].review.$post({
      param: { requestId: String(queue.items[0]!.id) },
      json: { version: 1, criteria: [], feedback: 'Bold and clear.', verdict: 'great_work' },
    });
    const realmFour = apiAs(testApp, staff.cookie).admin.programme.realms[':realmId'];
    const param = { realmId: '4' };
    await realmFour.quests.$post({ param, json: quest('Amplify Your Voice') });
    await realmFour.quests.$post({ param, json: { ...quest('Sound the Horn'), isFinal: true } });
    await readyToPublish(testApp, staff.cookie, 4);
    expect((await realmFour.publish.$post({ param, json: {} })).status).toBe(200);
    await apiAs(testApp, staff.cookie).admin.webhooks[':endpointId'].test.$post({
      param: { endpointId: (await added.json()).endpoint.id },
    });
    await testApp.webhooks.deliverDue();
    await testApp.webhooks.settle();

    const types = new Set(receiver.received.map((message) => message.type));
    expect([...types].sort()).toEqual([...webhookEventTypes, 'webhook.test'].sort());
    for (const message of receiver.received) {
      const checked = webhookMessageSchema(message.type as 'webhook.test', {
        includesAnswers: true,
      }).safeParse(JSON.parse(message.body));
      expect(checked.success, `${message.type}: ${checked.error?.message}`).toBe(true);
      // Every message says which version of its payload it carries (decision 036).
      expect(JSON.parse(message.body), message.type).toMatchObject({
        version: webhookPayloadVersion(message.type as WebhookMessageType),
      });
    }
    const checkin = receiver.received.find((message) => message.type === 'checkin.created')!;
    expect(JSON.parse(checkin.body).data).toMatchObject({ response: 'A good day' });
  });
});
