export {};
/**
 * What `npm start` runs (dist/server/main.js, scripts/build-server.ts): tracing first when
 * OTEL_EXPORTER_OTLP_ENDPOINT asks for it, so its hooks are in place before the server imports
 * `pg` and `node:http`; then the server (dist/server/server.js, from main.ts). Without the
 * setting the tracing code is never loaded.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./tracing.ts');
  startTracing();
}
// @ts-expect-error -- the built server beside this file (scripts/build-server.ts), not a source.
await import('./server.js');
