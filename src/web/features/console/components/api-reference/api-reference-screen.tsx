import type { ReactNode } from 'react';
import { BreakableName } from '#web/components/breakable-name.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useApiDescription, type ApiDescription } from '../../api/get-api-description.ts';
import { ConsolePage } from '../console-page.tsx';

type Listed = { method: string; path: string; auth: string; summary: string };

/** Every operation of the document, grouped by its tag, tags in alphabetical order. */
export function operationsByTag(description: ApiDescription): [string, Listed[]][] {
  const groups = new Map<string, Listed[]>();
  for (const [path, item] of Object.entries(description.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags?.[0] ?? 'other';
      const list = groups.get(tag) ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        auth: operation['x-emberpath-auth'] ?? '',
        summary: operation.summary ?? '',
      });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** A summary's `quoted` names as code, as the README shows them. */
function withCode(summary: string): ReactNode[] {
  return summary
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/** One call: on a phone its method and who may call it, then its path; on wider screens one line. */
function OperationItem({ method, path, auth, summary }: Listed) {
  return (
    <li className="py-2 text-sm">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="w-14 shrink-0 font-mono font-semibold">{method}</span>
        <span className="ml-auto rounded-full border border-line px-2 text-xs text-ink-soft sm:order-last">
          {auth}
        </span>
        <code className="basis-full sm:min-w-0 sm:flex-1 sm:basis-0">
          <BreakableName text={path} />
        </code>
      </div>
      {summary && <p className="mt-0.5 text-ink-soft sm:pl-16">{withCode(summary)}</p>}
    </li>
  );
}

/** The API description (GET /api/openapi.json) as a list staff can read: one section per area. */
export function ApiReferenceScreen() {
  const description = useApiDescription();
  return (
    <ConsolePage
      intro={
        <>
          Every call the app answers, with who may call it and what it does, generated from the
          schemas it checks requests and answers with. The full description, for tools that read
          OpenAPI 3.1:{' '}
          <a
            href="/api/openapi.json"
            className="font-semibold text-ember-700 underline-offset-4 hover:underline"
          >
            /api/openapi.json
          </a>
        </>
      }
    >
      <QueryState
        query={description}
        what="the API description"
        isEmpty={(data) => Object.keys(data.paths).length === 0}
        emptyText="No operations described."
      >
        {(data) => (
          // On a laptop the areas flow in two columns instead of one stretched list.
          <div className="lg:columns-2 lg:gap-5">
            {operationsByTag(data).map(([tag, operations]) => (
              <section
                key={tag}
                aria-label={tag}
                className="mb-5 break-inside-avoid rounded-xl border border-line bg-white p-4"
              >
                <h2 className="font-semibold capitalize">{tag}</h2>
                <ul className="mt-2 flex flex-col divide-y divide-line">
                  {operations.map((operation) => (
                    <OperationItem key={`${operation.method} ${operation.path}`} {...operation} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </ConsolePage>
  );
}
