import { ManageBuddiesScreen } from '#web/features/buddies/components/manage/manage-buddies-screen.tsx';

export function Component() {
  return <ManageBuddiesScreen />;
}
