import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * OpenTelemetry traces of requests and PostgreSQL statements, sent over OTLP/HTTP to
 * OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads it and the other OTEL_* settings itself).
 * Loaded by the entry (entry.ts) before the server's modules, and only when that setting is
 * there: without it, none of this is even read. The server's modules are ES modules, so the
 * loader hook lets the instrumentations see `pg` and `node:http` as they are imported.
 */
export function startTracing(settings: { serviceName?: string }) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': settings.serviceName ?? 'emberpath',
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    instrumentations: [
      // Probes would be most of the traces and tell nothing.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) =>
          /^\/(healthz|readyz|metrics)\b/.test(request.url ?? ''),
      }),
      new PgInstrumentation(),
    ],
  });
  // The spans still batched go out before the process ends.
  process.once('beforeExit', () => void provider.shutdown());
  return provider;
}
