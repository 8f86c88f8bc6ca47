import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer, waitForReady } from '#testing/server-process.ts';
import { createFreshDatabase } from './support/fresh-database.ts';

type Exported = { resourceSpans: { scopeSpans: { spans: { name: string; kind: number }[] }[] }[] };

/** An OTLP/HTTP collector of our own: it keeps the span names each export carries. */
async function startCollector() {
  const spans: string[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const exported = JSON.parse(body) as Exported;
        for (const resource of exported.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans.map((s) => s.name));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
};

describe('OpenTelemetry traces', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('sends a span for each request, and each PostgreSQL statement, when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    const collector = await startCollector();
    cleanups.push(collector.close);
    // On PostgreSQL when the run has one (CI does), so the statements' spans show too.
    const database = process.env.DATABASE_URL
      ? await createFreshDatabase(process.env.DATABASE_URL)
      : undefined;
    if (database) cleanups.push(database.drop);
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const server = startServer({
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-tracing-')),
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      ...(database && { DATABASE_URL: database.url }),
    });
    await waitForReady(baseUrl, server.child, () => JSON.stringify(server.output()));
    expect((await fetch(`${baseUrl}/api/auth/providers`)).status).toBe(200);

    await waitFor(() => collector.spans.some((name) => name.startsWith('GET')));
    expect(collector.spans.filter((name) => name.startsWith('GET')).length).toBeGreaterThan(0);
    if (database) expect(collector.spans.some((name) => name.startsWith('pg.'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  });
});
