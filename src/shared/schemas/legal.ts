import { z } from 'zod';

export const legalPageNames = ['terms', 'privacy'] as const;
export type LegalPageName = (typeof legalPageNames)[number];

export const legalPageParamSchema = z.object({ page: z.enum(legalPageNames) });
