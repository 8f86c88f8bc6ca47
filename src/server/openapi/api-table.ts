import { AUTH_EXTENSION, type OpenApiDocument } from './document.ts';

/** The README's API table sits between these; `npm run docs:api` rewrites what is between. */
export const API_TABLE_START = '<!-- api-table:start -->';
export const API_TABLE_END = '<!-- api-table:end -->';

type JsonSchema = {
  properties?: Record<string, unknown>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
type DescribedOperation = {
  summary: string;
  [AUTH_EXTENSION]: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};

/** `{ name, bio?, links }`: a body's fields, `?` where a variant or the schema may leave one out. */
function bodyFields(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf ?? [schema];
  const names = [...new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})))];
  if (names.length === 0) return '';
  const isRequired = (name: string) =>
    variants.every((variant) => variant.required?.includes(name) ?? false);
  return ` \`{ ${names.map((name) => (isRequired(name) ? name : `${name}?`)).join(', ')} }\``;
}

function callOf(method: string, path: string, operation: DescribedOperation): string {
  const query = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${parameter.name}=`);
  const body = operation.requestBody?.content['application/json'].schema;
  const queryText = query.length > 0 ? `?${query.join('&')}` : '';
  return `\`${method.toUpperCase()} ${path}${queryText}\`${body ? bodyFields(body) : ''}`;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * The API table from the description: every operation, in the registry's
 * order, with its query and body fields, who may call it and what it does.
 * Kept out of prettier's reach, so a changed row changes one line.
 */
export function renderApiTable(document: OpenApiDocument): string {
  const rows = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, DescribedOperation>).map(
      ([method, operation]) =>
        `| ${cell(callOf(method, path, operation))} | ${operation[AUTH_EXTENSION]} | ${cell(operation.summary)} |`,
    ),
  );
  return [
    API_TABLE_START,
    '<!-- prettier-ignore-start -->',
    '<!-- Written by `npm run docs:api` from the API description: change src/server/openapi/operations/, not this table. -->',
    '| call | who may call | what it does |',
    '| --- | --- | --- |',
    ...rows,
    '<!-- prettier-ignore-end -->',
    API_TABLE_END,
  ].join('\n');
}

/** The README with its table replaced by `table`. */
export function withApiTable(readme: string, table: string): string {
  const start = readme.indexOf(API_TABLE_START);
  const end = readme.indexOf(API_TABLE_END);
  if (start === -1 || end < start)
    throw new Error(`README.md has no ${API_TABLE_START} … ${API_TABLE_END} section`);
  return readme.slice(0, start) + table + readme.slice(end + API_TABLE_END.length);
}
