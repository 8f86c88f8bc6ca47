import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * A schema whose every field is optional (each `.partial()` is one) describes
 * a change: what it parses must name only the fields sent. zod 4 applies a
 * field's default inside `.partial()`, so a default in the schema it is made
 * from would quietly write that field with every change of another.
 */
const schemaModules = import.meta.glob<Record<string, unknown>>('./*.ts', { eager: true });

const changeSchemas = Object.entries(schemaModules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (!(value instanceof z.ZodObject)) return [];
    const fields = Object.values(value.shape as Record<string, z.ZodType>);
    const isChange = fields.length > 0 && fields.every((field) => field instanceof z.ZodOptional);
    return isChange ? [{ name: `${file} ${name}`, schema: value }] : [];
  }),
);

describe('change schemas', () => {
  it('finds the partial ones', () => {
    expect(changeSchemas.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        './webhooks.ts webhookEndpointChangeSchema',
        './curriculum.ts questChangeInputSchema',
        './library.ts resourceUpdateSchema',
      ]),
    );
  });

  it.each(changeSchemas)('$name adds no field that was not sent', ({ schema }) => {
    expect(schema.parse({})).toEqual({});
  });
});
