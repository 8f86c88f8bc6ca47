/**
 * What `npm start` runs (dist/server/main.js, scripts/build-server.ts): tracing first when
 * OTEL_EXPORTER_OTLP_ENDPOINT asks for it, so its hooks are in place before the server imports
 * `pg` and `node:http`; then the server (dist/server/server.js, from main.ts). Without the
 * setting the tracing code is never loaded.
 */
import { readEnv } from './env.ts';

/** The settings as the server reads them; a bad one is left for the server to name, in its words. */
function tracingSettings() {
  try {
    const env = readEnv();
    return env.OTEL_EXPORTER_OTLP_ENDPOINT ? { serviceName: env.OTEL_SERVICE_NAME } : undefined;
  } catch {
    return undefined;
  }
}
const tracing = tracingSettings();
if (tracing) {
  const { startTracing } = await import('./tracing.ts');
  startTracing(tracing);
}
// @ts-expect-error -- the built server beside this file (scripts/build-server.ts), not a source.
await import('./server.js');
