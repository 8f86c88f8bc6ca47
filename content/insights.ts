import type { InsightQuote } from '#shared/content-types.ts';

/** The four 'Today's Creative Insight' quotes. */
export const insights: readonly InsightQuote[] = [
  { text: 'Creativity is intelligence having fun.', author: 'Albert Einstein' },
  {
    text: 'You can’t use up creativity. The more you use, the more you have.',
    author: 'Maya Angelou',
  },
  { text: 'The secret to getting ahead is getting started.', author: 'Mark Twain' },
  { text: 'Done is better than perfect.', author: 'Sheryl Sandberg' },
];
