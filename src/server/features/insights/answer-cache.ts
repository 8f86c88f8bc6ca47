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

  const isServing = (key: string, generation: number | null, now: number) => {
    const kept = entries.get(key);
    const isSameGeneration = generation !== null && kept?.generation === generation;
    return kept !== undefined && (isSameGeneration || now - kept.countedAt < options.maxAgeMs);
  };

  function answerAt<Answer>(
    now: number,
    key: string,
    generation: number | null,
    count: () => Promise<Answer>,
  ): Promise<Answer> {
    const kept = entries.get(key);
    if (kept && isServing(key, generation, now)) {
      // Map order is insertion order: taking it out and back in keeps it last to be dropped.
      entries.delete(key);
      entries.set(key, kept);
      return kept.answer as Promise<Answer>;
    }
    const counted = count();
    entries.delete(key);
    entries.set(key, { generation, countedAt: now, answer: counted });
    // A failed count is not kept: the next caller counts again.
    counted.catch(() => {
      if (entries.get(key)?.answer === counted) entries.delete(key);
    });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return counted;
  }

  return {
    answer<Answer>(key: string, generation: number | null, count: () => Promise<Answer>) {
      return answerAt(clock(), key, generation, count);
    },
    /**
     * Several answers, each kept under its own key as `answer` keeps it: those not serving
     * are counted by one call of `countMissing`, given their keys.
     */
    answerEach<Answer>(
      keys: readonly string[],
      generation: number | null,
      countMissing: (keys: readonly string[]) => Promise<ReadonlyMap<string, Answer>>,
    ): Promise<Answer>[] {
      const now = clock();
      const missing = keys.filter((key) => !isServing(key, generation, now));
      let counted: Promise<ReadonlyMap<string, Answer>> | undefined;
      return keys.map((key) =>
        answerAt(now, key, generation, async () => {
          // A key kept a moment ago but dropped since (to make room for another) is counted alone.
          const batch = missing.includes(key)
            ? (counted ??= countMissing(missing))
            : countMissing([key]);
          const one = (await batch).get(key);
          if (one === undefined) throw new Error(`no answer counted for ${key}`);
          return one;
        }),
      );
    },
  };
}
