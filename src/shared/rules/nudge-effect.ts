/**
 * Whether a nudge works: the share of nudged creators who came back against the share of those
 * held back, with a 95% interval for the difference. The interval is Newcombe's hybrid score
 * interval (his method 10, 1998): built from each group's Wilson score interval, it stays inside
 * −1…+1 and keeps close to its 95% for the small and lopsided groups a holdout makes, where the
 * simpler Wald interval is too narrow and can even be of zero width (0 of 8 held back came back).
 */

/** The normal quantile of a two-sided 95% interval. */
const Z_95 = 1.959963984540054;

/** Below this many creators in either group the result is not read at all. */
export const NUDGE_EFFECT_MIN_GROUP = 20;

export type Proportion = { successes: number; total: number };

/** Wilson's score interval for one proportion (total > 0). */
export function wilsonInterval({ successes, total }: Proportion): [number, number] {
  const p = successes / total;
  const z2 = Z_95 * Z_95;
  const centre = p + z2 / (2 * total);
  const spread = Z_95 * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total));
  const denominator = 1 + z2 / total;
  return [(centre - spread) / denominator, (centre + spread) / denominator];
}

export type Difference = { difference: number; low: number; high: number };

/** p₁ − p₂ and its 95% interval by Newcombe's hybrid score method; null when a group is empty. */
export function differenceOfProportions(first: Proportion, second: Proportion): Difference | null {
  if (first.total === 0 || second.total === 0) return null;
  const p1 = first.successes / first.total;
  const p2 = second.successes / second.total;
  const [l1, u1] = wilsonInterval(first);
  const [l2, u2] = wilsonInterval(second);
  const difference = p1 - p2;
  return {
    difference,
    low: difference - Math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2),
    high: difference + Math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2),
  };
}

/** A share as signed whole percentage points: "+11", "−4", "0" (a true minus sign). */
export function signedPoints(share: number): string {
  const points = Math.round(share * 100);
  if (points === 0) return '0';
  return points > 0 ? `+${points}` : `−${Math.abs(points)}`;
}

export type NudgeEffect = {
  nudged: Proportion;
  heldBack: Proportion;
  difference: Difference | null;
};

/** The effect in figures: both groups' counts, and the difference when both groups have anyone. */
export function nudgeEffectOf(nudged: Proportion, heldBack: Proportion): NudgeEffect {
  return { nudged, heldBack, difference: differenceOfProportions(nudged, heldBack) };
}

/**
 * The result in words, so staff never read an interval that says nothing as an effect: too few
 * creators, no clear effect (the interval runs through zero), or which way it went and how far.
 */
export function nudgeEffectWords(effect: NudgeEffect): string {
  const { nudged, heldBack, difference } = effect;
  if (
    !difference ||
    nudged.total < NUDGE_EFFECT_MIN_GROUP ||
    heldBack.total < NUDGE_EFFECT_MIN_GROUP
  ) {
    return `Too few creators yet to tell: ${nudged.total} nudged, ${heldBack.total} held back.`;
  }
  const low = signedPoints(difference.low);
  const high = signedPoints(difference.high);
  if (difference.low <= 0 && difference.high >= 0)
    return `No clear effect: the interval runs from ${low} to ${high} points.`;
  const direction = difference.difference > 0 ? 'more' : 'less';
  return `Nudged creators came back ${direction}: ${signedPoints(difference.difference)} points (95% interval ${low} to ${high}).`;
}
