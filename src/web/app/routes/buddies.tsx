import { Users } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

export function Component() {
  return (
    <EmptyState icon={Users} heading="Realm buddies are on their way">
      Soon you can pair with up to two creators in your realm and cheer each other on.
    </EmptyState>
  );
}
