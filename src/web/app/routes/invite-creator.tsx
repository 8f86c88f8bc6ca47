import { Send } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function Component() {
  return (
    <EmptyState icon={Send} heading="Pass the Flame">
      After you complete your first two realms, you can invite one fellow creator from here.
    </EmptyState>
  );
}
