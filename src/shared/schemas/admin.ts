import { z } from 'zod';
import { staffRoles } from '../rules/staff-permissions.ts';
import {
  kitBulkSteps,
  kitClaimSorts,
  kitClaimStatuses,
  kitShippingLimits,
  MAX_BULK_CLAIMS,
} from '../rules/kit-claims.ts';
import { boundedText, idText, serialIdParam } from './text.ts';

/** The console's lists: at most this many rows a page, and no deeper than this page. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE = 10_000;

const pageFields = {
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** Search matches the start of a name or an email address, in any letter case. */
const searchField = boundedText(100)
  .transform((value) => value.trim().toLowerCase())
  .optional();

export const claimFilterSchema = z.object({
  status: z.enum(kitClaimStatuses).optional(),
  realm: z.coerce.number().int().min(1).max(10).optional(),
  search: searchField,
});
export type ClaimFilter = z.infer<typeof claimFilterSchema>;

/** The queue is worked oldest first; newest first on request. */
export const claimListQuerySchema = claimFilterSchema.extend({
  sort: z.enum(kitClaimSorts).default('oldest'),
  ...pageFields,
});
export type ClaimListQuery = z.infer<typeof claimListQuerySchema>;

export const claimStatusInputSchema = z.discriminatedUnion('status', [
  /** Reopening a cancelled claim: it goes back to the queue. */
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('packed') }),
  z.object({
    status: z.literal('shipped'),
    carrier: boundedText(kitShippingLimits.carrier).trim().min(1, 'Please enter the carrier.'),
    trackingNumber: boundedText(kitShippingLimits.trackingNumber)
      .trim()
      .min(1, 'Please enter the tracking number.'),
  }),
  z.object({ status: z.literal('delivered') }),
  z.object({
    status: z.literal('cancelled'),
    cancelReason: boundedText(kitShippingLimits.cancelReason)
      .trim()
      .min(1, 'Please say why the kit is cancelled.'),
  }),
]);
export type ClaimStatusInput = z.infer<typeof claimStatusInputSchema>;
export const claimIdParamSchema = z.object({ claimId: serialIdParam });

/** Several claims moved the same step at once: each named once, at most 100. */
export const claimBulkStatusInputSchema = z.object({
  claimIds: z
    .array(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    )
    .min(1, 'Please choose at least one claim.')
    .max(MAX_BULK_CLAIMS, `Please choose at most ${MAX_BULK_CLAIMS} claims.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Please name each claim once.'),
  status: z.enum(kitBulkSteps),
});
export type ClaimBulkStatusInput = z.infer<typeof claimBulkStatusInputSchema>;

export const creatorSorts = ['joined', 'name', 'email'] as const;
export type CreatorSort = (typeof creatorSorts)[number];

export const creatorListQuerySchema = z.object({
  search: searchField,
  sort: z.enum(creatorSorts).default('joined'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  ...pageFields,
});
export type CreatorListQuery = z.infer<typeof creatorListQuerySchema>;

export const creatorIdParamSchema = z.object({ userId: idText });

export const userRoles = ['creator', 'staff'] as const;
/** The staff roles someone holds from now on: none makes them a creator again (decision 041). */
export const staffRolesInputSchema = z.object({
  roles: z
    .array(z.enum(staffRoles))
    .max(staffRoles.length)
    .refine((roles) => new Set(roles).size === roles.length, 'Name each role once.'),
});
export type StaffRolesInput = z.infer<typeof staffRolesInputSchema>;

export const outboxStatuses = ['pending', 'sent', 'logged', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const emailListQuerySchema = z.object({
  status: z.enum(outboxStatuses).optional(),
  ...pageFields,
});
export type EmailListQuery = z.infer<typeof emailListQuerySchema>;
export const emailIdParamSchema = z.object({ emailId: serialIdParam });

export const plainPageQuerySchema = z.object(pageFields);
