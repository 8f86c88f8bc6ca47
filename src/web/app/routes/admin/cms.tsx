import { LibraryBig } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function Component() {
  return (
    <EmptyState icon={LibraryBig} heading="Resource Management">
      Adding, editing and removing library resources arrives soon.
    </EmptyState>
  );
}
