import { lazily } from '#shared/lazily.ts';

/**
 * Counts in words ("1 day", "2 check-ins", "1,204 quests") through Intl, never
 * by adding an "s" by hand: the plural category and the digits come from the
 * locale's rules.
 */
const pluralRules = lazily(() => new Intl.PluralRules('en-US'));
const numberFormat = lazily(() => new Intl.NumberFormat('en-US'));

export type NounForms = { one: string; other: string };

/** The form of a word that agrees with the count: pluralOf(1, { one: 'is', other: 'are' }). */
export function pluralOf(count: number, forms: NounForms): string {
  return pluralRules().select(count) === 'one' ? forms.one : forms.other;
}

/**
 * The count's digits as the locale writes them. A whole number under 1,000 is written as its own
 * digits in en-US, so it skips the formatter: a page's first one loads the locale's number data
 * (20–30 ms), which the dashboard's counts paid on every load (decision 031).
 */
function digitsOf(count: number): string {
  return Number.isInteger(count) && Math.abs(count) < 1000
    ? String(count)
    : numberFormat().format(count);
}

export function countOf(count: number, forms: NounForms): string {
  return `${digitsOf(count)} ${pluralOf(count, forms)}`;
}

/** The nouns the app counts, in one place. */
export const nouns = {
  day: { one: 'day', other: 'days' },
  checkin: { one: 'check-in', other: 'check-ins' },
  freeze: { one: 'streak freeze', other: 'streak freezes' },
  quest: { one: 'quest', other: 'quests' },
  realm: { one: 'realm', other: 'realms' },
  request: { one: 'buddy request', other: 'buddy requests' },
  creator: { one: 'creator', other: 'creators' },
  claim: { one: 'claim', other: 'claims' },
  earlierAddress: { one: 'earlier address', other: 'earlier addresses' },
  resource: { one: 'resource', other: 'resources' },
  second: { one: 'second', other: 'seconds' },
  minute: { one: 'minute', other: 'minutes' },
  hour: { one: 'hour', other: 'hours' },
} as const satisfies Record<string, NounForms>;
