import { Badge } from '#web/components/ui/badge.tsx';
import { useFeedback } from '../../api/get-feedback.ts';
import { feedbackOf } from '../../utils/feedback-model.ts';

/** Where an answer stands with its coach, in a word, for a list whose answers are folded away. */
export function FeedbackBadge({ questId }: { questId: string }) {
  const { item, waiting } = feedbackOf(useFeedback().data, questId);
  if (waiting) return <Badge tone="muted">Waiting for feedback</Badge>;
  if (!item) return null;
  return item.review.verdict === 'great_work' ? (
    <Badge tone="success">Great work</Badge>
  ) : (
    <Badge tone="ember">Take another pass</Badge>
  );
}
