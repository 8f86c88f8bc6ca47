import { randomInt } from 'node:crypto';

/** A whole number from 0 up to (not including) `below`. */
export type RandomBelow = (below: number) => number;

/** How many of `creators` a list nudge holds back: round(share × creators). */
export const holdoutSizeOf = (creators: number, percent: number) =>
  Math.round((percent / 100) * creators);

/**
 * Which creators a list nudge holds back (decision 044): exactly round(share × creators) of
 * them, drawn by a partial Fisher–Yates shuffle from the operating system's random source, so
 * every set of that size is equally likely and no one can predict or steer who is held back.
 * An exact count, not a coin per creator, so a small list's holdout is never empty by chance.
 */
export function drawHoldout(
  userIds: readonly string[],
  percent: number,
  randomBelow: RandomBelow = randomInt,
): Set<string> {
  const shuffled = [...userIds];
  const heldBack = holdoutSizeOf(shuffled.length, percent);
  for (let index = 0; index < heldBack; index += 1) {
    const pick = index + randomBelow(shuffled.length - index);
    [shuffled[index], shuffled[pick]] = [shuffled[pick]!, shuffled[index]!];
  }
  return new Set(shuffled.slice(0, heldBack));
}
