/**
 * The review API's answers as the contract of issue 31 words them, until the
 * server's routes are in this branch: then these become InferResponseType of
 * `apiClient.api.admin.reviews`.
 */
export type ReviewVerdict = 'great_work' | 'another_pass';

export type ReviewClaim = {
  by: { id: string; name: string };
  until: string;
  isMine: boolean;
};

export type ReviewQueueItem = {
  id: number;
  creator: { id: string; name: string; image: string | null };
  realm: { id: number; title: string };
  quest: { id: string; title: string; isFinal: boolean };
  version: number;
  submittedAt: string;
  claim: ReviewClaim | null;
  hasMyDraft: boolean;
};

export type ReviewQueuePage = {
  items: ReviewQueueItem[];
  nextCursor: string | null;
  total: number;
  oldestSubmittedAt: string | null;
  filters: {
    realms: { id: number; title: string; quests: { id: string; title: string }[] }[];
    cohorts: string[];
  };
};

export type ReviewFile = { name: string; type: string; size: number; url: string };

export type SentReview = {
  id: number;
  verdict: ReviewVerdict;
  criteria: { criterion: string; met: boolean }[];
  feedback: string;
  sentAt: string;
  coach: { name: string; image: string | null };
};

export type ReviewDraft = {
  criteria: { criterion: string; met: boolean | null }[];
  feedback: string;
  verdict: ReviewVerdict | null;
  updatedAt: string;
};

export type ReviewRequestDetail = {
  id: number;
  creator: { id: string; name: string; image: string | null };
  realm: { id: number; title: string };
  quest: { id: string; title: string; isFinal: boolean; criteria: string[] };
  version: number;
  currentVersion: number;
  answer: { prompt: string; content: string; file: ReviewFile | null; submittedAt: string };
  history: {
    version: number;
    content: string;
    file: ReviewFile | null;
    submittedAt: string;
    review: SentReview | null;
  }[];
  claim: ReviewClaim | null;
  myDraft: ReviewDraft | null;
  review: SentReview | null;
};

export type ReviewDraftInput = {
  criteria: (boolean | null)[];
  feedback: string;
  verdict: ReviewVerdict | null;
};

export type SendReviewInput = {
  version: number;
  criteria: boolean[];
  feedback: string;
  verdict: ReviewVerdict;
};
