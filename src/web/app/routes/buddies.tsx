import { BuddiesScreen } from '#web/features/buddies/components/buddies-screen.tsx';

export function Component() {
  return <BuddiesScreen />;
}
