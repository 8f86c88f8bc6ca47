/* A quest's answers (/api/quests, decision 036). */

/** The answer is saved; progress is read again from /api/progress. */
export const presentQuestCompleted = () => ({ ok: true as const });
