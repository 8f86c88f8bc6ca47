import { UserRound } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function Component() {
  return (
    <EmptyState icon={UserRound} heading="Edit Profile">
      Changing your name and avatar arrives soon.
    </EmptyState>
  );
}
