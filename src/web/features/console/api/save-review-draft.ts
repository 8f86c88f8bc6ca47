import { useMutation } from '@tanstack/react-query';
import type { ReviewDraftInput } from './review-shapes.ts';
import { reviewRequests } from './review-requests.ts';

/**
 * Keeps the feedback being written on the server, so it survives a reload or
 * another device. Refreshes nothing: it is saved every few seconds while the
 * coach types, and the screen already shows what was saved.
 */
export const useSaveReviewDraft = () =>
  useMutation({
    mutationFn: (input: { requestId: number; draft: ReviewDraftInput }) =>
      reviewRequests.saveDraft(input.requestId, input.draft),
  });
