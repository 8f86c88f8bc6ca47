import { ChartNoAxesColumn } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function Component() {
  return (
    <EmptyState icon={ChartNoAxesColumn} heading="Progress Bars">
      Your per-realm progress, streaks and check-in history will be shown here.
    </EmptyState>
  );
}
