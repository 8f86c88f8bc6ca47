import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import {
  webhookMessages,
  webhookMessageSchema,
} from '#server/features/webhooks/webhook-messages.ts';
import type { WebhookMessageType } from '#shared/schemas/webhooks.ts';
import { reportUndescribed } from './described-answers.ts';

/**
 * Held against the description of its type (webhook-messages.ts) and the
 * endpoint's choice of answers (present exactly when it includes them); what
 * does not match fails the test.
 */
function reportIfUndescribed(type: string, message: unknown, includesAnswers: boolean) {
  if (!(type in webhookMessages)) {
    reportUndescribed(`webhook ${type}: no such message is described`);
    return;
  }
  const checked = webhookMessageSchema(type as WebhookMessageType, { includesAnswers }).safeParse(
    message,
  );
  if (!checked.success)
    reportUndescribed(`webhook ${type}: ${z.prettifyError(checked.error).replaceAll('\n', ' ')}`);
}

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; type: string };

/**
 * An integration's endpoint on a local port: it keeps every request and
 * answers with the next of `statuses` (200 once they run out); 'hang' never
 * answers, as a stuck receiver would. Register it with its `includesAnswers`:
 * it expects what creators wrote in the messages exactly when that is true.
 */
export async function startWebhookReceiver(
  statuses: (number | 'hang')[] = [],
  options: { includesAnswers?: boolean } = {},
) {
  const includesAnswers = options.includesAnswers ?? false;
  const received: ReceivedWebhook[] = [];
  const queue = [...statuses];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const message = JSON.parse(body) as { type: string };
      const { type } = message;
      reportIfUndescribed(type, message, includesAnswers);
      received.push({ headers: request.headers, body, type });
      const next = queue.shift() ?? 200;
      if (next === 'hang') return;
      response.writeHead(next, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    includesAnswers,
    received,
    /** Answers to come, in order. */
    answerNext: (...next: (number | 'hang')[]) => queue.push(...next),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
