import { z } from 'zod';

/** Turn the calendar feed on; `isNewAddress` replaces its address (the old one stops working). */
export const calendarFeedInputSchema = z.object({ isNewAddress: z.boolean().default(false) });
export type CalendarFeedInput = z.input<typeof calendarFeedInputSchema>;
