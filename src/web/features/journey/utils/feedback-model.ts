/**
 * The creator's feedback as `GET /api/feedback` and `GET /api/quests/:questId/feedback`
 * answer it (issue 31's contract). Written out here until the client is typed from those
 * routes; then these become InferResponseType of them.
 */
export type SentReview = {
  id: number;
  verdict: 'great_work' | 'another_pass';
  criteria: { criterion: string; met: boolean }[];
  feedback: string;
  sentAt: string;
  coach: { name: string; image: string | null };
};

export type FeedbackOverview = {
  items: {
    questId: string;
    realmId: number;
    version: number;
    review: SentReview;
    canRevise: boolean;
    waitingForReview: boolean;
  }[];
  waiting: { questId: string; version: number; submittedAt: string }[];
};

export type FeedbackItem = FeedbackOverview['items'][number];
export type WaitingAnswer = FeedbackOverview['waiting'][number];

export type FeedbackHistory = {
  questId: string;
  currentVersion: number;
  canRevise: boolean;
  history: {
    version: number;
    content: string | null;
    fileName: string | null;
    submittedAt: string;
    review: SentReview | null;
  }[];
};

/** What one answer has: its latest feedback, and whether a version waits for a coach. */
export type AnswerFeedbackState = { item?: FeedbackItem; waiting?: WaitingAnswer };

export function feedbackOf(overview: FeedbackOverview | undefined, questId: string) {
  return {
    item: overview?.items.find((item) => item.questId === questId),
    waiting: overview?.waiting.find((waiting) => waiting.questId === questId),
  } satisfies AnswerFeedbackState;
}
