const numberWords: Record<string, number> = {
  five: 5,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
};

const askedFor = new RegExp(
  `\\b(\\d{1,3}|${Object.keys(numberWords).join('|')})\\s+(?:[a-z-]+\\s+)?(?:ideas|ways)\\b`,
  'i',
);

/**
 * How many ideas a brainstorm's prompt asks for, as staff wrote it: 'list 20
 * content ideas', 'at least ten ways to remix it'. Undefined when it names no
 * number of ideas (the count is then shown without a goal).
 */
export function ideaTargetOf(prompt: string): number | undefined {
  const asked = askedFor.exec(prompt)?.[1];
  if (!asked) return undefined;
  const target = /^\d+$/.test(asked) ? Number(asked) : numberWords[asked.toLowerCase()];
  return target && target > 0 ? target : undefined;
}

/** A brainstorm's ideas: one a line, blank lines not counted. */
export function countIdeas(answer: string): number {
  return answer.split('\n').filter((line) => line.trim() !== '').length;
}

/** The count as the creator reads it (and a screen reader says it, once per idea). */
export function ideaCountWords(count: number, target: number | undefined): string {
  if (target !== undefined) return `${count} of ${target} ideas`;
  return count === 1 ? '1 idea' : `${count} ideas`;
}
