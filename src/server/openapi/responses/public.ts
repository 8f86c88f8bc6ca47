import { z } from 'zod';
import { errorResponseSchema } from './common.ts';

/** Routes without a session: probes, sign-in's own, the legal pages, this description. */

/** `ok`; `ready` or, with 503, `unavailable` when the database does not answer. */
export const probeSchema = z.object({ status: z.string() });

export const legalTextSchema = z.object({
  title: z.string(),
  /** Markdown. */
  text: z.string(),
  /** True while the operator has not written their own (DATA_DIR/config). */
  isDefault: z.boolean(),
});

/** better-auth's own answers (its documentation describes each endpoint): any JSON. */
export const betterAuthAnswerSchema = z.unknown();
/** An error as better-auth words it, or the app's body where the app answers first. */
export const betterAuthErrorSchema = z.union([
  errorResponseSchema,
  z.looseObject({ code: z.string().optional(), message: z.string() }),
]);

export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  /** Path → method → operation. */
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.looseObject({}),
});
