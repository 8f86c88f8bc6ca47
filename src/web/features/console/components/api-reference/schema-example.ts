import type { JsonSchema } from '../../api/get-api-description.ts';

/** Named schemas (`components.schemas`), which a `$ref` points into. */
export type NamedSchemas = Record<string, JsonSchema>;

/** Deep enough for every answer the API has; a cycle cannot run away. */
const MAX_DEPTH = 8;

const stringExamples: Record<string, string> = {
  'date-time': '2026-11-28T09:30:00.000Z',
  date: '2026-11-28',
  uuid: '3f2c9a1e-5b7d-4c8e-9f01-2a3b4c5d6e7f',
  email: 'ana@example.com',
  uri: 'https://example.com/',
};

export function resolveRef(schema: JsonSchema, named: NamedSchemas): JsonSchema {
  if (!schema.$ref) return schema;
  return named[schema.$ref.split('/').at(-1)!] ?? {};
}

/** The branches of a union other than null: what a value is when it is there. */
export function withoutNull(schemas: JsonSchema[]): JsonSchema[] {
  return schemas.filter((branch) => branch.type !== 'null');
}

function exampleString(schema: JsonSchema): string {
  if (schema.format && stringExamples[schema.format]) return stringExamples[schema.format]!;
  // A pattern that starts with a literal (`^ep_live_`, `^whsec_`) says how a value begins.
  const literal = schema.pattern && /^\^([A-Za-z][\w-]*)/.exec(schema.pattern)?.[1];
  return literal ? `${literal}…` : 'string';
}

/**
 * A value that fits `schema`, as the API description's examples: the first
 * choice of an enum or union, every property of an object, one item of an
 * array. Written from the schema, so it is never out of date.
 */
export function exampleOf(schema: JsonSchema, named: NamedSchemas = {}, depth = 0): unknown {
  if (depth > MAX_DEPTH) return null;
  const resolved = resolveRef(schema, named);
  const next = (inner: JsonSchema) => exampleOf(inner, named, depth + 1);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  const union = resolved.anyOf ?? resolved.oneOf;
  if (union) return next(withoutNull(union)[0] ?? { type: 'null' });
  if (resolved.default !== undefined) return resolved.default;
  const type = Array.isArray(resolved.type)
    ? (resolved.type.find((each) => each !== 'null') ?? 'null')
    : resolved.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([name, property]) => [name, next(property)]),
      );
    case 'array':
      return resolved.items ? [next(resolved.items)] : [];
    case 'string':
      return exampleString(resolved);
    case 'integer':
    case 'number':
      return resolved.minimum ?? 0;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return resolved.properties ? next({ ...resolved, type: 'object' }) : null;
  }
}
