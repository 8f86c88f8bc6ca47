import { Swords } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function Component() {
  return (
    <EmptyState icon={Swords} heading="Quests open soon">
      The quests of your current realm will appear here, ready to start.
    </EmptyState>
  );
}
