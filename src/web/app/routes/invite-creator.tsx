import { Send } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function Component() {
  return (
    <EmptyState icon={Send} heading="Pass the Flame">
      Once you have completed Structure, you can invite one fellow creator to begin their journey.
      The invitation form opens here soon.
    </EmptyState>
  );
}
