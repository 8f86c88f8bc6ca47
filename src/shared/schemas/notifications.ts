import { z } from 'zod';

export const notificationIdParamSchema = z.object({
  notificationId: z.coerce.number().int().min(1).max(2_147_483_647),
});
