import { afterEach, expect } from 'vitest';
import type { WebhookEndpointInput } from '#shared/schemas/webhooks.ts';
import { apiAs } from './api-client.ts';
import type { TestApp } from './test-app.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** Starts receivers for the tests of a file, each closed after its test. */
export function useWebhookReceivers() {
  const started: Receiver[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((receiver) => receiver.close()));
  });
  return async (...options: Parameters<typeof startWebhookReceiver>) => {
    const receiver = await startWebhookReceiver(...options);
    started.push(receiver);
    return receiver;
  };
}

/** Adds an endpoint sending to `receiver`, including answers exactly when the receiver expects them. */
export async function addWebhookEndpoint(
  testApp: TestApp,
  cookie: string,
  receiver: Receiver,
  input: Omit<WebhookEndpointInput, 'url' | 'includesAnswers'>,
) {
  const response = await apiAs(testApp, cookie).admin.webhooks.$post({
    json: { ...input, url: receiver.url, includesAnswers: receiver.includesAnswers },
  });
  expect(response.status).toBe(201);
  return response.json();
}
