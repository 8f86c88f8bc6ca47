/**
 * The insights' answers, kept per process (decision 029). An answer serves while the rollup's
 * generation is the one it was counted at, or for `maxAgeMs` after it was counted, whatever
 * changed since: staff see the time it was counted. Callers asking for an answer being counted
 * share it, so ten staff opening the funnel at once cost one count. A view the rollup does not
 * follow (the review queue's, read live) passes no generation: its answer serves by age alone.
 */
export function createAnswerCache(options: {
  maxAgeMs: number;
  maxEntries?: number;
  /** Milliseconds on a clock that only moves forward. */
  clock?: () => number;
}) {
  const clock = options.clock ?? (() => performance.now());
  const maxEntries = options.maxEntries ?? 100;
  const entries = new Map<
    string,
    { generation: number | null; countedAt: number; answer: Promise<unknown> }
  >();

  return {
    answer<Answer>(
      key: string,
      generation: number | null,
      count: () => Promise<Answer>,
    ): Promise<Answer> {
      const now = clock();
      const kept = entries.get(key);
      const isSameGeneration = generation !== null && kept?.generation === generation;
      if (kept && (isSameGeneration || now - kept.countedAt < options.maxAgeMs)) {
        // Map order is insertion order: taking it out and back in keeps it last to be dropped.
        entries.delete(key);
        entries.set(key, kept);
        return kept.answer as Promise<Answer>;
      }
      const answer = count();
      entries.delete(key);
      entries.set(key, { generation, countedAt: now, answer });
      // A failed count is not kept: the next caller counts again.
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return answer;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
