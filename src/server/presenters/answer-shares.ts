import type {
  listSharedAnswers,
  reactToShare,
  shareAnswer,
  unshareAnswer,
} from '../features/buddies/answer-shares.service.ts';

/* What the answer-sharing routes answer (decision 036). */

type Shared = Awaited<ReturnType<typeof shareAnswer>> | Awaited<ReturnType<typeof unshareAnswer>>;

/** Who the answer is shared with now (nobody, after 'Stop sharing'). */
export const presentAnswerShared = (result: Shared) => ({
  questId: result.questId,
  sharedWith: result.sharedWith,
});

export const presentSharedAnswers = (result: Awaited<ReturnType<typeof listSharedAnswers>>) =>
  result;

export const presentShareReaction = (result: Awaited<ReturnType<typeof reactToShare>>) => result;
