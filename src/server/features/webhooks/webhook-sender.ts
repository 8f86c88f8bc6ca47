import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  parseWebhookUrl,
  resolveWebhookTarget,
  type HostResolver,
  type WebhookNetworkPolicy,
} from './webhook-address.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 4096;

export type WebhookSendResult =
  | { ok: true; statusCode: number; responseMs: number }
  | { ok: false; statusCode?: number; responseMs: number; error: string };

/**
 * POSTs one signed message. The host is resolved and checked here, and the
 * socket connects to exactly that address (TLS still verifies the name);
 * redirects are not followed; the whole exchange is cut at the timeout and
 * the response body is read only up to a few kilobytes.
 */
export async function sendWebhook(input: {
  url: string;
  headers: Record<string, string>;
  body: string;
  policy: WebhookNetworkPolicy;
  resolve?: HostResolver;
  timeoutMs?: number;
}): Promise<WebhookSendResult> {
  const startedAt = performance.now();
  const elapsed = () => Math.round(performance.now() - startedAt);
  let target;
  let url: URL;
  try {
    url = parseWebhookUrl(input.url, input.policy);
    target = await resolveWebhookTarget(url, input.policy, input.resolve);
  } catch (error) {
    return { ok: false, responseMs: elapsed(), error: (error as Error).message };
  }
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const timeoutMs = input.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup,
        agent: false,
        headers: {
          ...input.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(input.body),
          'user-agent': 'Emberpath-Webhooks/1',
        },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) response.destroy();
        });
        const finish = () => {
          const statusCode = response.statusCode ?? 0;
          const responseMs = elapsed();
          resolve(
            statusCode >= 200 && statusCode < 300
              ? { ok: true, statusCode, responseMs }
              : {
                  ok: false,
                  statusCode,
                  responseMs,
                  error: `The endpoint answered ${statusCode}.`,
                },
          );
        };
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    request.on('error', (error) => {
      const isTimeout = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve({
        ok: false,
        responseMs: elapsed(),
        error: isTimeout
          ? `No answer within ${timeoutMs / 1000} seconds.`
          : `Could not connect: ${error.message}`,
      });
    });
    request.end(input.body);
  });
}
