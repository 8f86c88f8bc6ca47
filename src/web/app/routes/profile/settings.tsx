import { Settings } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function Component() {
  return (
    <EmptyState icon={Settings} heading="Personal Info">
      Email, password, time zone and notification settings arrive soon.
    </EmptyState>
  );
}
