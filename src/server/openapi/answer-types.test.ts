import type { ExtractSchema } from 'hono/types';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z, ZodType } from 'zod';
import type { AppType } from '../app.ts';
import { isJsonAnswer } from './answers.ts';
import { operations } from './operations.ts';

/**
 * The registry's JSON answers against the routes' own types, which the web
 * app's client infers (AppType): each schema must admit every value the
 * route's type allows, so a field that can be null, or an enum value no
 * test happens to produce, cannot be described narrower than it is. The
 * API tests check real answers against the same schemas at run time
 * (src/testing/described-answers.ts). Checked by `npm run typecheck`.
 */

type Routes = ExtractSchema<AppType>;
type EndpointsOf<P, M extends string> = P extends keyof Routes
  ? `$${Lowercase<M>}` extends keyof Routes[P]
    ? Routes[P][`$${Lowercase<M>}`]
    : never
  : never;

/** What the route's type says it answers as JSON with `status` (never for a raw Response). */
type RouteJson<P, M extends string, S> =
  EndpointsOf<P, M> extends infer Endpoint
    ? Endpoint extends { output: infer Output; outputFormat: 'json'; status: infer Status }
      ? S extends Status
        ? Output
        : never
      : never
    : never;

type MismatchesOf<O> = O extends {
  method: infer M extends string;
  path: infer P;
  responses: infer R;
}
  ? {
      [S in keyof R]: R[S] extends ZodType
        ? [RouteJson<P, M, S>] extends [z.output<R[S]>]
          ? never
          : `${M} ${P & string} ${S & number}`
        : never;
    }[keyof R]
  : never;

/** Each `METHOD path status` whose schema refuses something its route's type allows. */
type Mismatches = MismatchesOf<(typeof operations)[number]>;

describe('the JSON answers the registry states', () => {
  it('admit whatever the routes’ own types can answer', () => {
    expectTypeOf<Mismatches>().toEqualTypeOf<never>();
    const jsonAnswers = operations.flatMap((operation) =>
      Object.values(operation.responses).filter((answer) => answer && isJsonAnswer(answer)),
    );
    expect(jsonAnswers.length).toBeGreaterThan(100);
  });
});
