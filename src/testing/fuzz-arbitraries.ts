import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/**
 * Values for fuzzing the API: junk of every JSON type, and values shaped like
 * a route's zod schema (valid ones, and valid ones with one thing broken), so
 * requests get past the validators into the services.
 */

/**
 * A fixed seed, so `npm test` runs the same cases every time (fast-check
 * prints it with a failure); FUZZ_SEED and FUZZ_RUNS explore further locally.
 */
export const fuzzSettings = {
  seed: Number(process.env.FUZZ_SEED ?? 20_260_521),
  runs: Number(process.env.FUZZ_RUNS ?? 100),
};

/** A long text kept as its unit and count, so a counterexample prints in one line. */
export class Repeated {
  constructor(
    readonly unit: string,
    readonly times: number,
  ) {}

  toJSON(): string {
    return this.unit.repeat(this.times);
  }

  toString(): string {
    return this.toJSON();
  }

  [fc.toStringMethod](): string {
    return `Repeated(${JSON.stringify(this.unit)} × ${this.times})`;
  }
}

/** A value chosen when the request is sent, from what exists then (ids of rows made so far). */
export class Known {
  constructor(
    readonly pool: string,
    readonly index: number,
  ) {}

  [fc.toStringMethod](): string {
    return `Known(${this.pool}, ${this.index})`;
  }
}

/** Extra values for fields by name, where the schema alone cannot say what is meaningful. */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

const trickyStrings = [
  '',
  ' ',
  '\n\t',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '🔥',
  '\u202eevil',
  'é',
  'e\u0301',
  '%',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\'; drop table "user"; --',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '0',
  '1.5',
  '1e309',
  '2147483648',
  '9007199254740993',
  '0x10',
  'true',
  '2026-02-30',
  '24:00',
  'Mars/Olympus',
];

const longTexts = [
  new Repeated('x', 101),
  new Repeated('x', 5_001),
  new Repeated('x', 20_000),
  new Repeated('x', 20_001),
  new Repeated('é', 20_001),
  new Repeated('🔥', 10_001),
  new Repeated('\u0000', 3),
];

/** Text of every kind: tricky constants, random Unicode (lone surrogates included), long texts. */
export const junkText: fc.Arbitrary<string | Repeated> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...trickyStrings) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...longTexts) },
);

const junkNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -Number.MAX_VALUE,
  ),
);

/** Any JSON value, nested a few levels, with tricky keys and texts. */
export const junkJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    junkText,
    junkNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(junkText.map(String), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
})).value;

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
};

function stringOf(node: JsonSchema): fc.Arbitrary<unknown> {
  if (node.format === 'uuid') return fc.uuid();
  if (node.format === 'uri') return fc.webUrl();
  if (node.format === 'email') return fc.emailAddress();
  const minLength = node.minLength ?? 0;
  const maxLength = node.maxLength ?? 40;
  const fitting = node.pattern
    ? fc.stringMatching(new RegExp(node.pattern)).filter((text) => text.length <= maxLength)
    : fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 40)) });
  if (node.maxLength === undefined) return fitting;
  // Now and then right at the limit, or one past it.
  return fc.oneof(
    { weight: 6, arbitrary: fitting },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        new Repeated('a', node.maxLength),
        new Repeated('a', node.maxLength + 1),
      ),
    },
  );
}

function integerOf(node: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(node.minimum ?? -(2 ** 31), -(2 ** 31));
  const max = Math.min(node.maximum ?? 2 ** 31, 2 ** 31);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1) },
  );
}

function fromJsonSchema(node: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const union = node.anyOf ?? node.oneOf;
  if (union) return fc.oneof(...union.map((option) => fromJsonSchema(option, hints)));
  if (Array.isArray(node.type)) {
    return fc.oneof(...node.type.map((type) => fromJsonSchema({ ...node, type }, hints)));
  }
  switch (node.type) {
    case 'object': {
      const properties = node.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, child]) => {
          const generated = fromJsonSchema(child, hints);
          const hint = hints[key];
          return [key, hint ? fc.oneof(hint, generated) : generated];
        }),
      );
      return fc.record(model, { requiredKeys: node.required ?? [] });
    }
    case 'array':
      return fc.array(fromJsonSchema(node.items ?? {}, hints), {
        maxLength: (node.maxItems ?? 4) + 1,
      });
    case 'string':
      return stringOf(node);
    case 'integer':
      return integerOf(node);
    case 'number':
      return junkNumber;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return junkJson;
  }
}

/**
 * Objects shaped like `schema`'s input (refinements aside: `hints` give the
 * meaningful values for those fields), or such an object with one field
 * replaced by junk, one removed, one added, or junk instead.
 */
export function shapedLike(schema: ZodType, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = fromJsonSchema(jsonSchema, hints);
  const broken = fc
    .tuple(valid, fc.nat(), junkJson, fc.constantFrom('replace', 'remove', 'add'))
    .map(([value, index, junk, change]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return junk;
      const copy: Record<string, unknown> = { ...value };
      const keys = Object.keys(copy);
      const key = keys.length > 0 ? keys[index % keys.length]! : 'extra';
      if (change === 'replace') copy[key] = junk;
      if (change === 'remove') delete copy[key];
      if (change === 'add') copy[`${key}Extra`] = junk;
      return copy;
    });
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 3, arbitrary: broken },
    { weight: 1, arbitrary: junkJson },
  );
}
