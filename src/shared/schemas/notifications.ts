import { z } from 'zod';
import { serialIdParam } from './text.ts';

export const notificationIdParamSchema = z.object({ notificationId: serialIdParam });
