import { BookOpen } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function Component() {
  return (
    <EmptyState icon={BookOpen} heading="The library opens soon">
      Worksheets, audio and video for each realm will unlock here as you progress.
    </EmptyState>
  );
}
