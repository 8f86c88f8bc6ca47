import { AuditScreen } from '#web/features/console/components/audit-screen.tsx';

export function Component() {
  return <AuditScreen />;
}
