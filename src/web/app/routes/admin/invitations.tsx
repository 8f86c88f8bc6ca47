import { InvitationsScreen } from '#web/features/console/components/invitations-screen.tsx';

export function Component() {
  return <InvitationsScreen />;
}
