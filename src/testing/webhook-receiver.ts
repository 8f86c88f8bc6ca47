import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; type: string };

/**
 * An integration's endpoint on a local port: it keeps every request and
 * answers with the next of `statuses` (200 once they run out); 'hang' never
 * answers, as a stuck receiver would.
 */
export async function startWebhookReceiver(statuses: (number | 'hang')[] = []) {
  const received: ReceivedWebhook[] = [];
  const queue = [...statuses];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const type = (JSON.parse(body) as { type: string }).type;
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
