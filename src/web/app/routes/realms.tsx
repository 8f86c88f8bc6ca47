import { Map } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function Component() {
  return (
    <EmptyState icon={Map} heading="Your journey map is being drawn">
      All ten realms and your progress through them will appear here.
    </EmptyState>
  );
}
