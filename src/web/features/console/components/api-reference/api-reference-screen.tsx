import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { BreakableName } from '#web/components/breakable-name.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  useApiDescription,
  type ApiDescription,
  type ApiOperation,
} from '../../api/get-api-description.ts';
import { useSearchField } from '../../hooks/use-search-field.ts';
import { ConsolePage } from '../console-page.tsx';
import { OperationDetails } from './operation-details.tsx';
import type { NamedSchemas } from './schema-example.ts';
import { useSearchParamsAtOnce } from '#web/lib/use-search-params-at-once.ts';

type Listed = {
  method: string;
  path: string;
  auth: string;
  summary: string;
  operation: ApiOperation;
};

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
        operation,
      });
      groups.set(tag, list);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** Whether every word searched for is in the call's method, path, summary or area. */
export function matchesSearch(listed: Listed, tag: string, search: string): boolean {
  const haystack = `${listed.method} ${listed.path} ${listed.summary} ${tag}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** A summary's `quoted` names as code, as the README shows them. */
function withCode(summary: string): ReactNode[] {
  return summary
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * One call: on a phone its method and who may call it, then its path; on wider
 * screens one line. Opened, what it takes and answers.
 */
function OperationItem({ listed, named }: { listed: Listed; named: NamedSchemas }) {
  const { method, path, auth, summary } = listed;
  return (
    <li className="py-2 text-sm">
      <details className="group">
        <summary className="cursor-pointer list-none rounded-md focus-visible:outline-2 focus-visible:outline-ember-500 [&::-webkit-details-marker]:hidden">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="w-14 shrink-0 font-mono font-semibold">
              <span
                aria-hidden
                className="mr-1 inline-block transition-transform group-open:rotate-90"
              >
                ▸
              </span>
              {method}
            </span>
            <span className="ml-auto rounded-full border border-line px-2 text-xs text-ink-soft sm:order-last">
              {auth}
            </span>
            <code className="basis-full sm:min-w-0 sm:flex-1 sm:basis-0">
              <BreakableName text={path} />
            </code>
          </div>
          {summary && <p className="mt-0.5 text-ink-soft sm:pl-16">{withCode(summary)}</p>}
        </summary>
        <OperationDetails operation={listed.operation} named={named} />
      </details>
    </li>
  );
}

/** The areas and their calls that match the search, each area's calls in the document's order. */
function ApiOperations({ description, search }: { description: ApiDescription; search: string }) {
  const named = description.components?.schemas ?? {};
  const all = operationsByTag(description);
  const total = all.reduce((sum, [, operations]) => sum + operations.length, 0);
  const shown = all
    .map(
      ([tag, operations]) =>
        [tag, operations.filter((each) => matchesSearch(each, tag, search))] as const,
    )
    .filter(([, operations]) => operations.length > 0);
  const shownCount = shown.reduce((sum, [, operations]) => sum + operations.length, 0);
  return (
    <>
      <p role="status" className="text-sm text-ink-soft">
        {search.trim()
          ? `${shownCount} of ${total} operations match.`
          : `${total} operations. Open one for what it takes and answers.`}
      </p>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-4 text-ink-soft">
          No operations match “{search.trim()}”.
        </p>
      ) : (
        // On a laptop the areas flow in two columns instead of one stretched list.
        <div className="lg:columns-2 lg:gap-5">
          {shown.map(([tag, operations]) => (
            <section
              key={tag}
              aria-label={tag}
              className="mb-5 break-inside-avoid rounded-xl border border-line bg-white p-4"
            >
              <h2 className="font-semibold capitalize">{tag}</h2>
              <ul className="mt-2 flex flex-col divide-y divide-line">
                {operations.map((listed) => (
                  <OperationItem
                    key={`${listed.method} ${listed.path}`}
                    listed={listed}
                    named={named}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}

const linkClass = 'font-semibold text-ember-700 underline-offset-4 hover:underline';

/** The API description (GET /api/openapi.json) as staff can read and search it: one section per area. */
export function ApiReferenceScreen() {
  const description = useApiDescription();
  const [params, setParams] = useSearchParamsAtOnce();
  const search = useSearchField(params, setParams);
  return (
    <ConsolePage
      intro={
        <>
          Every call the app answers, with who may call it, what it takes and what it answers,
          generated from the schemas it checks requests and answers with. The full description, for
          tools that read OpenAPI 3.1:{' '}
          <a href="/api/openapi.json" className={linkClass}>
            /api/openapi.json
          </a>
          . Integrations call the staff routes with{' '}
          <Link to={paths.adminApiKeys} className={linkClass}>
            API keys
          </Link>
          .
        </>
      }
    >
      <div className="max-w-md">
        <TextField
          label="Search operations"
          type="search"
          hint="By path, method or what it does."
          value={search.typed}
          onChange={(event) => search.type(event.target.value)}
        />
      </div>
      <QueryState
        query={description}
        what="the API description"
        isEmpty={(data) => Object.keys(data.paths).length === 0}
        emptyText="No operations described."
      >
        {(data) => <ApiOperations description={data} search={search.typed} />}
      </QueryState>
    </ConsolePage>
  );
}
