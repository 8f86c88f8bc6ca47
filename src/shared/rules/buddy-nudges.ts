import { addDays, type LocalDate } from './calendar.ts';

/** Days a buddy has gone without a check-in (today aside) before they may be nudged. */
export const QUIET_DAYS_BEFORE_NUDGE = 2;

/**
 * Whether a buddy has been quiet long enough to be nudged: no check-in today
 * nor on the two days before, on their own calendar. A buddy who checked in
 * lately needs no reminder from anyone.
 */
export function isQuietFor(checkinDates: readonly LocalDate[], today: LocalDate): boolean {
  const earliest = addDays(today, -QUIET_DAYS_BEFORE_NUDGE);
  return !checkinDates.some((date) => date >= earliest && date <= today);
}

/**
 * What a nudge card can offer: 'available' (the buddy is quiet and takes
 * nudges), 'nudged-today' (sent already, on the sender's calendar), or
 * 'unavailable' — the buddy is active, or turned nudges off; the card does not
 * say which, so nobody is blamed.
 */
export const buddyNudgeStates = ['available', 'nudged-today', 'unavailable'] as const;
export type BuddyNudgeState = (typeof buddyNudgeStates)[number];

export function buddyNudgeStateOf(input: {
  hasNudgedToday: boolean;
  isBuddyQuiet: boolean;
  acceptsNudges: boolean;
}): BuddyNudgeState {
  if (input.hasNudgedToday) return 'nudged-today';
  return input.isBuddyQuiet && input.acceptsNudges ? 'available' : 'unavailable';
}

// Warm words only: a nudge says "I am thinking of you", never "you are behind".
const nudgeWords = [
  (name: string) => `${name} is thinking of you — one small check-in today?`,
  (name: string) => `${name} saved you a seat on the path. A two-minute check-in is plenty.`,
  (name: string) => `${name} is cheering you on. Whenever you are ready, today’s check-in is here.`,
  (name: string) => `${name} wanted to say hello. One small step today is enough.`,
] as const;

/** The words a nudge carries: one of a few, changing from day to day so they stay fresh. */
export function nudgeWordsFor(senderName: string, sentOn: LocalDate): string {
  const dayNumber = Math.round(Date.parse(`${sentOn}T00:00:00Z`) / 86_400_000);
  return nudgeWords[dayNumber % nudgeWords.length]!(senderName);
}

export const buddyNudgeMessages = {
  notQuiet: {
    title: 'Your Buddy Is on Their Way',
    message:
      'Your buddy checked in lately, so there is no need for a nudge. Cheer them on in a note instead.',
  },
  nudgesOff: {
    title: 'No Nudge Needed',
    message: 'Nudges are not on for this buddy right now. A weekly note still reaches them.',
  },
  alreadyToday: {
    title: 'Nudged Today',
    message: 'You already nudged your buddy today. One gentle nudge a day is plenty.',
  },
  sent: (name: string) => `${name} will see it in their notifications.`,
} as const;
