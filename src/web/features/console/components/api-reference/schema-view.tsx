import type { JsonSchema } from '../../api/get-api-description.ts';
import { resolveRef, withoutNull, type NamedSchemas } from './schema-example.ts';

const MAX_DEPTH = 6;

/** A schema in a few words: `string (uuid)`, `'a' | 'b'`, `Item[]`, `integer or null`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split('/').at(-1)!;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const label = withoutNull(union).map(typeLabel).join(' or ');
    return union.length > withoutNull(union).length ? `${label} or null` : label;
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  return types
    .map((type) => {
      if (type === 'array') return `${schema.items ? typeLabel(schema.items) : 'any'}[]`;
      return schema.format ? `${type} (${schema.format})` : type;
    })
    .join(' or ');
}

/** The object a schema describes, looking through arrays and unions: what has fields to list. */
function objectWithin(schema: JsonSchema, named: NamedSchemas): JsonSchema | undefined {
  const resolved = resolveRef(schema, named);
  if (resolved.properties) return resolved;
  if (resolved.items) return objectWithin(resolved.items, named);
  const union = resolved.anyOf ?? resolved.oneOf;
  const branch = union && withoutNull(union)[0];
  return branch ? objectWithin(branch, named) : undefined;
}

/**
 * The fields of a body or an answer, one per line with its type and whether
 * it is always there, nested fields indented beneath their field.
 */
export function SchemaFields(props: { schema: JsonSchema; named: NamedSchemas; depth?: number }) {
  const depth = props.depth ?? 0;
  const object = objectWithin(props.schema, props.named);
  if (!object || depth > MAX_DEPTH) {
    return <p className="font-mono text-xs text-ink-soft">{typeLabel(props.schema)}</p>;
  }
  const required = new Set(object.required ?? []);
  return (
    <ul className={depth > 0 ? 'mt-1 border-l border-line pl-3' : ''}>
      {Object.entries(object.properties ?? {}).map(([name, property]) => (
        <li key={name} className="py-0.5 text-xs">
          <code className="font-semibold text-ink">{name}</code>{' '}
          <span className="font-mono break-words text-ink-soft">{typeLabel(property)}</span>
          {!required.has(name) && <span className="text-ink-soft"> · optional</span>}
          {property.description && (
            <span className="block text-ink-soft">{property.description}</span>
          )}
          {objectWithin(property, props.named) && (
            <SchemaFields schema={property} named={props.named} depth={depth + 1} />
          )}
        </li>
      ))}
    </ul>
  );
}
