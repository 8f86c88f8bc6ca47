import type { InferResponseType } from 'hono/client';
import type { apiClient } from '#web/lib/api-client.ts';

export type WebhookList = InferResponseType<typeof apiClient.api.admin.webhooks.$get, 200>;

/** One endpoint as the console lists it, for the webhook screens' tests. */
export const automationsEndpoint: WebhookList['endpoints'][number] = {
  id: 'wh-1',
  url: 'https://hooks.example.com/emberpath',
  description: 'Our automations',
  eventTypes: ['quest.completed', 'kit.claimed'],
  includesAnswers: false,
  isEnabled: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  previousSecretExpiresAt: null,
  pendingCount: 0,
  failedCount: 1,
};
