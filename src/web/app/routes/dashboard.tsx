import { Flame } from 'lucide-react';
import { Card } from '#web/components/ui/card.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useSession } from '#web/features/session/api/get-session.ts';

export function Component() {
  const { data } = useSession();
  const name = data?.user.name.trim() || data?.user.email;
  return (
    <div className="flex flex-col gap-4">
      <Card className="bg-linear-to-br from-ink to-ember-900 text-white">
        <p className="text-sm text-ember-200">Welcome to Emberpath</p>
        <p className="mt-1 truncate text-2xl font-semibold">{name}</p>
        <p className="mt-2 text-ember-100">
          Your account is ready. This is where your journey will be tended.
        </p>
      </Card>
      <EmptyState icon={Flame} heading="Your first realm is being kindled">
        Realms, quests and daily check-ins will gather here as the programme opens.
      </EmptyState>
    </div>
  );
}
