import { z } from 'zod';
import { idText } from './text.ts';

/** Turn the calendar feed on; `isNewAddress` replaces its address (the old one stops working). */
export const calendarFeedInputSchema = z.object({ isNewAddress: z.boolean().default(false) });
export type CalendarFeedInput = z.input<typeof calendarFeedInputSchema>;

/** The feed's address: its token is its authority. */
export const calendarFeedTokenParamSchema = z.object({ token: idText });
