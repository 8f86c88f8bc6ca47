import { z, type ZodType } from 'zod';
import { errorStatusByCode } from '#shared/errors.ts';

/**
 * Pieces the response schemas share. They describe what the routes answer,
 * and the web app infers its types from the routes (AppType), so nothing in
 * the browser imports them: they stay out of its bundle (decision 023).
 */

/** A moment as JSON carries a Date: ISO 8601 in UTC. */
export const isoDateTime = z.iso.datetime();
/** A calendar day, YYYY-MM-DD. */
export const isoDate = z.iso.date();
/** A row's serial id, a count, a realm number. */
export const count = z.int().min(0);
export const serialId = z.int().min(1);

/** Every error the API answers (AppError's body): 4xx and 5xx alike. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorStatusByCode) as [keyof typeof errorStatusByCode]),
    title: z.string().optional(),
    message: z.string(),
    problems: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

/** A console list's page (http/paging.ts): one row more is read to learn whether another follows. */
export function pageOf<Item extends ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.int().min(1),
    pageSize: z.int().min(1),
    hasMore: z.boolean(),
  });
}
