import { useParams } from 'react-router';
import { ReviewScreen } from '#web/features/console/components/reviews/review-screen.tsx';

export function Component() {
  // A number that is not a request (or not a number) is the server's 404, shown with its words.
  const requestId = Number(useParams().requestId) || 0;
  return <ReviewScreen key={requestId} requestId={requestId} />;
}
