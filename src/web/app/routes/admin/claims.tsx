import { ClaimsScreen } from '#web/features/console/components/claims-screen.tsx';

export function Component() {
  return <ClaimsScreen />;
}
