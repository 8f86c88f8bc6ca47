import { useParams } from 'react-router';
import { CreatorScreen } from '#web/features/console/components/creator-screen.tsx';

export function Component() {
  const { userId = '' } = useParams();
  return <CreatorScreen key={userId} userId={userId} />;
}
