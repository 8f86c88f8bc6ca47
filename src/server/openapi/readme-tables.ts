import { ANSWER_FIELD_NOTE } from '../features/webhooks/webhook-messages.ts';
import { AUTH_EXTENSION, type OpenApiDocument } from './document.ts';

/**
 * The README's generated sections (`npm run docs:api`): the API table and the
 * webhook messages, both written from the API description, each between its
 * markers and out of prettier's reach, so a changed row changes one line.
 */

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  description?: string;
  const?: unknown;
};
type DescribedOperation = {
  summary: string;
  [AUTH_EXTENSION]?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: {
    content: { 'application/json': { schema: JsonSchema; example?: unknown } };
  };
};
type Section = { name: string; lines: string[] };

const markers = (name: string) => ({
  start: `<!-- ${name}:start -->`,
  end: `<!-- ${name}:end -->`,
});
const cell = (text: string) => text.replaceAll('|', '\\|');

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

/** Every operation, in the registry's order, with its fields, who may call it and what it does. */
function apiTable(document: OpenApiDocument): Section {
  const rows = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, DescribedOperation>).map(
      ([method, operation]) =>
        `| ${cell(callOf(method, path, operation))} | ${operation[AUTH_EXTENSION]} | ${cell(operation.summary)} |`,
    ),
  );
  return {
    name: 'api-table',
    lines: ['| call | who may call | what it does |', '| --- | --- | --- |', ...rows],
  };
}

/** Every message an endpoint can receive: when, its `data`, and an example of each. */
function webhookMessages(document: OpenApiDocument): Section {
  const messages = Object.entries(document.webhooks).map(([type, item]) => {
    const { summary, requestBody } = (item as { post: DescribedOperation }).post;
    return {
      type,
      when: summary.slice(type.length + 2),
      ...requestBody!.content['application/json'],
    };
  });
  const rows = messages.map(({ type, when, schema }) => {
    const fields = Object.entries(schema.properties!.data!.properties!);
    const shared = fields.filter(([, field]) => field.description !== ANSWER_FIELD_NOTE);
    const answers = fields.filter(([, field]) => field.description === ANSWER_FIELD_NOTE);
    const list = (entries: typeof fields) => entries.map(([name]) => `\`${name}\``).join(', ');
    const withAnswers = answers.length > 0 ? ` (+ ${list(answers)} if answers are included)` : '';
    const version = String(schema.properties!.version!.const);
    return `| \`${type}\` | ${version} | ${cell(when)} | ${list(shared)}${withAnswers} |`;
  });
  const examples = messages.flatMap(({ type, example }) => [
    `\`${type}\`:`,
    '',
    '```json',
    JSON.stringify(example, null, 2),
    '```',
    '',
  ]);
  return {
    name: 'webhook-messages',
    lines: [
      '| event | `version` | when | `data` |',
      '| --- | --- | --- | --- |',
      ...rows,
      '',
      '<details><summary>An example of each message, as it arrives</summary>',
      '',
      ...examples,
      '</details>',
    ],
  };
}

function rendered(section: Section): string {
  const { start, end } = markers(section.name);
  return [
    start,
    '<!-- prettier-ignore-start -->',
    '<!-- Written by `npm run docs:api` from the API description: change src/server/openapi/operations/ or webhook-messages.ts, not this. -->',
    ...section.lines,
    // A blank line ends an HTML block (<details>) before the marker, or markdown swallows it.
    '',
    '<!-- prettier-ignore-end -->',
    end,
  ].join('\n');
}

/** The README with each generated section rewritten from the description. */
export function withGeneratedSections(readme: string, document: OpenApiDocument): string {
  return [apiTable(document), webhookMessages(document)].reduce((text, section) => {
    const { start, end } = markers(section.name);
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from === -1 || to < from) throw new Error(`README.md has no ${start} … ${end} section`);
    return text.slice(0, from) + rendered(section) + text.slice(to + end.length);
  }, readme);
}
