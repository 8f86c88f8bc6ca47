/** A share as a whole percent ('—' when there is nothing to divide by). */
export const percentText = (ratio: number | null) =>
  ratio === null ? '—' : `${Math.round(ratio * 100)}%`;

/** A number of days with one decimal ('—' when no creator took the step). */
export const daysText = (days: number | null) =>
  days === null ? '—' : `${days < 10 ? days.toFixed(1) : Math.round(days)} d`;
