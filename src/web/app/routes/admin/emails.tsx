import { EmailsScreen } from '#web/features/console/components/emails-screen.tsx';

export function Component() {
  return <EmailsScreen />;
}
