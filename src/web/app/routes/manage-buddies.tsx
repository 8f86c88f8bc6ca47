import { Users } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function Component() {
  return (
    <EmptyState icon={Users} heading="No buddies yet">
      Buddy requests and pairs will be listed here once buddies open.
    </EmptyState>
  );
}
