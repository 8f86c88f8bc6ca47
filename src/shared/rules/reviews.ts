/**
 * The review queue's rules (issue 31), shared by the server and the screens:
 * how long a claim holds, what feedback may hold, and when a creator may revise.
 * Kept free of zod so first-load screens can import them.
 */

/** A coach's claim on a waiting answer lapses after an hour, so a closed tab frees it. */
export const REVIEW_CLAIM_MS = 60 * 60 * 1000;
export const MAX_FEEDBACK_LENGTH = 2_000;
export const MAX_FEEDBACK_CRITERIA = 3;
export const MAX_CRITERION_LENGTH = 80;

export const reviewVerdicts = ['great_work', 'another_pass'] as const;
export type ReviewVerdict = (typeof reviewVerdicts)[number];

export const reviewVerdictLabels: Record<ReviewVerdict, string> = {
  great_work: 'Great work',
  another_pass: 'Take another pass',
};

/** Whether a claim stops others at `now`: it exists and has not lapsed. */
export function isClaimHeld(claimedUntil: Date | null, now: Date): boolean {
  return claimedUntil !== null && claimedUntil.getTime() > now.getTime();
}

/** When a claim taken at `now` lapses. */
export function claimLapsesAt(now: Date): Date {
  return new Date(now.getTime() + REVIEW_CLAIM_MS);
}

/**
 * A creator may revise when the latest version's review asked for another pass:
 * the latest version is the one reviewed (no revision of it exists yet).
 */
export function canReviseAnswer(input: {
  currentVersion: number;
  latestSentReview: { version: number; verdict: ReviewVerdict } | null;
}): boolean {
  const review = input.latestSentReview;
  return (
    review !== null && review.verdict === 'another_pass' && review.version === input.currentVersion
  );
}

/** The Monday (UTC) of the week `instant` falls in, YYYY-MM-DD: a sign-up cohort's name. */
export function cohortWeekOf(instant: Date): string {
  const day = new Date(
    Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()),
  );
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  day.setUTCDate(day.getUTCDate() - sinceMonday);
  return day.toISOString().slice(0, 10);
}
