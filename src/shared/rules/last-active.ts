/**
 * "Last active", one meaning wherever staff read it (the creators list, the insights' lists
 * and their CSVs): the latest time the creator did something in the programme — wrote a
 * check-in, saved or completed a quest answer, or wrote or rewrote a buddy note. Signing in
 * alone is not activity: staff ask "when did they last do the work?". Worked out in one
 * place on the server (features/insights/last-active.ts); these are its words.
 */
export const LAST_ACTIVE_LABEL = 'Last active';

export const LAST_ACTIVE_HELP =
  'Last active: their latest check-in, quest answer saved or completed, or buddy note written. Signing in alone does not count.';

/** Shown for a creator who has done none of those yet. */
export const NEVER_ACTIVE = 'Not yet';
