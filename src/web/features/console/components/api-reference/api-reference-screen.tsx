import { QueryState } from '#web/components/ui/query-state.tsx';
import { useApiDescription, type ApiDescription } from '../../api/get-api-description.ts';
import { ConsolePage } from '../console-page.tsx';

type Listed = { method: string; path: string; auth: string };

/** Every operation of the document, grouped by its tag, tags in alphabetical order. */
export function operationsByTag(description: ApiDescription): [string, Listed[]][] {
  const groups = new Map<string, Listed[]>();
  for (const [path, item] of Object.entries(description.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags?.[0] ?? 'other';
      const list = groups.get(tag) ?? [];
      list.push({ method: method.toUpperCase(), path, auth: operation['x-emberpath-auth'] ?? '' });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The API description (GET /api/openapi.json) as a list staff can read: one section per area. */
export function ApiReferenceScreen() {
  const description = useApiDescription();
  return (
    <ConsolePage
      intro={
        <>
          Every call the app answers, generated from the schemas it checks requests with. The full
          description, for tools that read OpenAPI 3.1:{' '}
          <a
            href="/api/openapi.json"
            className="font-semibold break-all text-ember-700 underline-offset-4 hover:underline"
          >
            /api/openapi.json
          </a>
        </>
      }
    >
      <QueryState
        query={description}
        loadingText="Loading the API description..."
        errorTitle="Error loading the API description"
        isEmpty={(data) => Object.keys(data.paths).length === 0}
        emptyText="No operations described."
      >
        {(data) =>
          operationsByTag(data).map(([tag, operations]) => (
            <section
              key={tag}
              aria-label={tag}
              className="rounded-xl border border-line bg-white p-4"
            >
              <h2 className="font-semibold capitalize">{tag}</h2>
              <ul className="mt-2 flex flex-col gap-1">
                {operations.map((operation) => (
                  <li
                    key={`${operation.method} ${operation.path}`}
                    className="flex flex-wrap items-baseline gap-x-2 text-sm"
                  >
                    <span className="w-14 shrink-0 font-mono font-semibold">
                      {operation.method}
                    </span>
                    <code className="min-w-0 break-all">{operation.path}</code>
                    <span className="text-ink-soft">{operation.auth}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </QueryState>
    </ConsolePage>
  );
}
