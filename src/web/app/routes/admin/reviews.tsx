import { ReviewQueueScreen } from '#web/features/console/components/reviews/review-queue-screen.tsx';

export function Component() {
  return <ReviewQueueScreen />;
}
